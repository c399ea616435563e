# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 458  of event 'cpu-clock:ppp'
# Event count (approx.): 1145000000
#
# Children      Self  Command  Shared Object         Symbol                
# ........  ........  .......  ....................  ......................
#
    13.54%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81000c82
            |
            ---0xffffffff81000c82
               |          
               |--11.35%--0xffffffff82242576
               |          |          
               |           --11.14%--0xffffffff8160a9f3
               |                     |          
               |                     |--4.59%--0xffffffff8160a1aa
               |                     |          |          
               |                     |          |--3.71%--0xffffffff81602bec
               |                     |          |          |          
               |                     |          |          |--1.97%--0xffffffff815a7cdd
               |                     |          |          |          
               |                     |          |           --0.87%--0xffffffff815a7cae
               |                     |          |                     |          
               |                     |          |                      --0.66%--0xffffffff81602220
               |                     |          |          
               |                     |           --0.87%--0xdfdfdfdfdfdfdfdf
               |                     |          
               |                     |--2.84%--0xffffffff8160a3cc
               |                     |          |          
               |                     |          |--0.87%--0xffffffff81607c00
               |                     |          |          
               |                     |           --0.87%--0xffffffff81607bdf
               |                     |                     0xffffffff8167c64a
               |                     |                     |          
               |                     |                      --0.66%--0xffffffff81679516
               |                     |                                0xffffffff8163dfac
               |                     |          
               |                     |--2.62%--0xffffffff8160a3a8
               |                     |          
               |                      --0.66%--0xffffffff81609ce5
               |                                0xffffffff8161bebb
               |          
               |--1.09%--0xffffffff822424d7
               |          
                --0.66%--0xffffffff82242534

    12.45%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81000130
            |
            ---0xffffffff81000130
               |          
                --12.01%--0xffffffff8223c951
                          |          
                          |--3.28%--0xffffffff8160ee58
                          |          0xffffffff815d690d
                          |          |          
                          |           --2.62%--0xffffffff8160ff04
                          |                     |          
                          |                     |--0.66%--0xffffffff8162e12f
                          |                     |          
                          |                      --0.66%--0xffffffff8162dd70
                          |          
                          |--1.53%--0xffffffff816d870d
                          |          |          
                          |           --1.31%--0xffffffff816d8238
                          |                     0xffffffff816f6d06
                          |          
                          |--1.09%--0xffffffff816e98a4
                          |          |          
                          |           --0.87%--0xffffffff816e86b6
                          |                     0xffffffff816e6f6d
                          |          
                          |--1.09%--0xffffffff816e5e4a
                          |          |          
                          |           --0.87%--0xffffffff816e5d97
                          |                     0xffffffff816e541a
                          |                     0xffffffff816f5015
                          |                     |          
                          |                      --0.66%--0xffffffff816f4aba
                          |                                0xffffffff816f3cfe
                          |                                0xffffffff816f3970
                          |                                0xffffffff816f007e
                          |          
                          |--0.87%--0xffffffff816157fb
                          |          
                          |--0.87%--0xffffffff8135fd8d
                          |          0xffffffff8135f9a8
                          |          |          
                          |           --0.66%--0xffffffff8135eae8
                          |          
                          |--0.66%--0xffffffff81610ec7
                          |          0xffffffff81631429
                          |          0xffffffff8162efdc
                          |          0xffffffff8162ee86
                          |          0xffffffff8162d3b9
                          |          
                           --0.66%--0xffffffff815d690d

    12.01%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8223c951
            |
            ---0xffffffff8223c951
               |          
               |--3.28%--0xffffffff8160ee58
               |          0xffffffff815d690d
               |          |          
               |           --2.62%--0xffffffff8160ff04
               |                     |          
               |                     |--0.66%--0xffffffff8162e12f
               |                     |          
               |                      --0.66%--0xffffffff8162dd70
               |          
               |--1.53%--0xffffffff816d870d
               |          |          
               |           --1.31%--0xffffffff816d8238
               |                     0xffffffff816f6d06
               |          
               |--1.09%--0xffffffff816e98a4
               |          |          
               |           --0.87%--0xffffffff816e86b6
               |                     0xffffffff816e6f6d
               |          
               |--1.09%--0xffffffff816e5e4a
               |          |          
               |           --0.87%--0xffffffff816e5d97
               |                     0xffffffff816e541a
               |                     0xffffffff816f5015
               |                     |          
               |                      --0.66%--0xffffffff816f4aba
               |                                0xffffffff816f3cfe
               |                                0xffffffff816f3970
               |                                0xffffffff816f007e
               |          
               |--0.87%--0xffffffff816157fb
               |          
               |--0.87%--0xffffffff8135fd8d
               |          0xffffffff8135f9a8
               |          |          
               |           --0.66%--0xffffffff8135eae8
               |          
               |--0.66%--0xffffffff81610ec7
               |          0xffffffff81631429
               |          0xffffffff8162efdc
               |          0xffffffff8162ee86
               |          0xffffffff8162d3b9
               |          
                --0.66%--0xffffffff815d690d

    11.35%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff82242576
            |
            ---0xffffffff82242576
               |          
                --11.14%--0xffffffff8160a9f3
                          |          
                          |--4.59%--0xffffffff8160a1aa
                          |          |          
                          |          |--3.71%--0xffffffff81602bec
                          |          |          |          
                          |          |          |--1.97%--0xffffffff815a7cdd
                          |          |          |          
                          |          |           --0.87%--0xffffffff815a7cae
                          |          |                     |          
                          |          |                      --0.66%--0xffffffff81602220
                          |          |          
                          |           --0.87%--0xdfdfdfdfdfdfdfdf
                          |          
                          |--2.84%--0xffffffff8160a3cc
                          |          |          
                          |          |--0.87%--0xffffffff81607c00
                          |          |          
                          |           --0.87%--0xffffffff81607bdf
                          |                     0xffffffff8167c64a
                          |                     |          
                          |                      --0.66%--0xffffffff81679516
                          |                                0xffffffff8163dfac
                          |          
                          |--2.62%--0xffffffff8160a3a8
                          |          
                           --0.66%--0xffffffff81609ce5
                                     0xffffffff8161bebb

    11.14%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8160a9f3
            |
            ---0xffffffff8160a9f3
               |          
               |--4.59%--0xffffffff8160a1aa
               |          |          
               |          |--3.71%--0xffffffff81602bec
               |          |          |          
               |          |          |--1.97%--0xffffffff815a7cdd
               |          |          |          
               |          |           --0.87%--0xffffffff815a7cae
               |          |                     |          
               |          |                      --0.66%--0xffffffff81602220
               |          |          
               |           --0.87%--0xdfdfdfdfdfdfdfdf
               |          
               |--2.84%--0xffffffff8160a3cc
               |          |          
               |          |--0.87%--0xffffffff81607c00
               |          |          
               |           --0.87%--0xffffffff81607bdf
               |                     0xffffffff8167c64a
               |                     |          
               |                      --0.66%--0xffffffff81679516
               |                                0xffffffff8163dfac
               |          
               |--2.62%--0xffffffff8160a3a8
               |          
                --0.66%--0xffffffff81609ce5
                          0xffffffff8161bebb

     9.83%     0.00%  bash     [unknown]             [k] 0000000000000000
            |
            ---0

     8.30%     0.00%  bash     [unknown]             [k] 0xdfdfdfdfdfdfdfdf
            |
            ---0xdfdfdfdfdfdfdfdf

     5.46%     0.00%  python3  [unknown]             [.] 0x0000000000000001
            |
            ---0x1

     5.24%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff81000130
            |
            ---0xffffffff81000130
               |          
                --5.02%--0xffffffff8223c951
                          |          
                          |--1.53%--0xffffffff816e5e4a
                          |          |          
                          |           --0.66%--0xffffffff816e5d97
                          |          
                          |--1.09%--0xffffffff8160ee58
                          |          0xffffffff815d690d
                          |          |          
                          |           --0.87%--0xffffffff8160ff04
                          |          
                          |--0.66%--0xffffffff816dc98f
                          |          0xffffffff816dbd94
                          |          0xffffffff815aa84e
                          |          0xffffffff81ba4b83
                          |          0xffffffff81ba3db0
                          |          
                           --0.66%--0xffffffff816d870d

     5.02%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff8223c951
            |
            ---0xffffffff8223c951
               |          
               |--1.53%--0xffffffff816e5e4a
               |          |          
               |           --0.66%--0xffffffff816e5d97
               |          
               |--1.09%--0xffffffff8160ee58
               |          0xffffffff815d690d
               |          |          
               |           --0.87%--0xffffffff8160ff04
               |          
               |--0.66%--0xffffffff816dc98f
               |          0xffffffff816dbd94
               |          0xffffffff815aa84e
               |          0xffffffff81ba4b83
               |          0xffffffff81ba3db0
               |          
                --0.66%--0xffffffff816d870d

     4.59%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8160a1aa
            |
            ---0xffffffff8160a1aa
               |          
               |--3.71%--0xffffffff81602bec
               |          |          
               |          |--1.97%--0xffffffff815a7cdd
               |          |          
               |           --0.87%--0xffffffff815a7cae
               |                     |          
               |                      --0.66%--0xffffffff81602220
               |          
                --0.87%--0xdfdfdfdfdfdfdfdf

     4.37%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff815d690d
            |
            ---0xffffffff815d690d
               |          
               |--3.28%--0xffffffff8160ff04
               |          |          
               |          |--0.66%--0xffffffff8162e12f
               |          |          
               |           --0.66%--0xffffffff8162dd70
               |          
                --0.66%--0xffffffff8160fbd9

     4.37%     0.00%  python3  [unknown]             [.] 0000000000000000
            |
            ---0

     3.93%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff81000c82
            |
            ---0xffffffff81000c82
               |          
                --3.28%--0xffffffff82242576
                          |          
                           --3.06%--0xffffffff8160a9f3
                                     |          
                                     |--1.53%--0xffffffff8160a3cc
                                     |          |          
                                     |           --0.87%--0xffffffff81607bdf
                                     |                     0xffffffff8167c64a
                                     |                     |          
                                     |                      --0.66%--0xffffffff81679516
                                     |          
                                      --1.53%--0xffffffff8160a1aa
                                                |          
                                                 --1.09%--0xffffffff81602bec
                                                           |          
                                                            --0.66%--0xffffffff815a7cdd

     3.71%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81602bec
            |
            ---0xffffffff81602bec
               |          
               |--1.97%--0xffffffff815a7cdd
               |          
                --0.87%--0xffffffff815a7cae
                          |          
                           --0.66%--0xffffffff81602220

     3.28%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8160ee58
            |
            ---0xffffffff8160ee58
               0xffffffff815d690d
               |          
                --2.62%--0xffffffff8160ff04
                          |          
                          |--0.66%--0xffffffff8162e12f
                          |          
                           --0.66%--0xffffffff8162dd70

     3.28%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8160ff04
            |
            ---0xffffffff8160ff04
               |          
               |--0.66%--0xffffffff8162e12f
               |          
                --0.66%--0xffffffff8162dd70

     3.28%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff82242576
            |
            ---0xffffffff82242576
               |          
                --3.06%--0xffffffff8160a9f3
                          |          
                          |--1.53%--0xffffffff8160a3cc
                          |          |          
                          |           --0.87%--0xffffffff81607bdf
                          |                     0xffffffff8167c64a
                          |                     |          
                          |                      --0.66%--0xffffffff81679516
                          |          
                           --1.53%--0xffffffff8160a1aa
                                     |          
                                      --1.09%--0xffffffff81602bec
                                                |          
                                                 --0.66%--0xffffffff815a7cdd

     3.06%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff8160a9f3
            |
            ---0xffffffff8160a9f3
               |          
               |--1.53%--0xffffffff8160a3cc
               |          |          
               |           --0.87%--0xffffffff81607bdf
               |                     0xffffffff8167c64a
               |                     |          
               |                      --0.66%--0xffffffff81679516
               |          
                --1.53%--0xffffffff8160a1aa
                          |          
                           --1.09%--0xffffffff81602bec
                                     |          
                                      --0.66%--0xffffffff815a7cdd

     2.84%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8160a3cc
            |
            ---0xffffffff8160a3cc
               |          
               |--0.87%--0xffffffff81607c00
               |          
                --0.87%--0xffffffff81607bdf
                          0xffffffff8167c64a
                          |          
                           --0.66%--0xffffffff81679516
                                     0xffffffff8163dfac

     2.62%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8160a3a8
            |          
             --2.40%--0xffffffff8160a3a8

     2.18%     0.00%  python3  [unknown]             [k] 0xdfdfdfdfdfdfdfdf
            |
            ---0xdfdfdfdfdfdfdfdf

     1.97%     1.97%  python3  libpython3.11.so.1.0  [.] 0x00000000002bb344
            |
            ---0x1

     1.97%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff815a7cdd
            |
            ---0xffffffff815a7cdd

     1.75%     1.75%  python3  libpython3.11.so.1.0  [.] 0x00000000002ba754
            |          
             --0.66%--0x8b48533374400000

     1.53%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816d870d
            |
            ---0xffffffff816d870d
               |          
                --1.31%--0xffffffff816d8238
                          0xffffffff816f6d06

     1.53%     1.53%  python3  libpython3.11.so.1.0  [.] 0x00000000000fa8ed
            |          
             --0.66%--0x7f5e7ccfa8ed

     1.53%     0.00%  bash     [unknown]             [k] 0x0000000000000001
            |
            ---0x1

     1.53%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff8160a1aa
            |
            ---0xffffffff8160a1aa
               |          
                --1.09%--0xffffffff81602bec
                          |          
                           --0.66%--0xffffffff815a7cdd

     1.53%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff8160a3cc
            |
            ---0xffffffff8160a3cc
               |          
                --0.87%--0xffffffff81607bdf
                          0xffffffff8167c64a
                          |          
                           --0.66%--0xffffffff81679516

     1.53%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816e5e4a
            |
            ---0xffffffff816e5e4a
               |          
                --0.66%--0xffffffff816e5d97

     1.31%     1.31%  bash     [kernel.kallsyms]     [k] 0xffffffff822424d7
     1.31%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816d8238
            |
            ---0xffffffff816d8238
               0xffffffff816f6d06

     1.31%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816f6d06
            |
            ---0xffffffff816f6d06

     1.31%     0.00%  python3  [unknown]             [.] 0x00007fd487656240
            |
            ---0x7fd487656240

     1.09%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8167c64a
            |
            ---0xffffffff8167c64a
               |          
                --0.87%--0xffffffff81679516
                          0xffffffff8163dfac

     1.09%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81679516
            |
            ---0xffffffff81679516
               0xffffffff8163dfac

     1.09%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8163dfac
            |
            ---0xffffffff8163dfac

     1.09%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816e5e4a
            |
            ---0xffffffff816e5e4a
               |          
                --0.87%--0xffffffff816e5d97
                          0xffffffff816e541a
                          0xffffffff816f5015
                          |          
                           --0.66%--0xffffffff816f4aba
                                     0xffffffff816f3cfe
                                     0xffffffff816f3970
                                     0xffffffff816f007e

     1.09%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816e98a4
            |
            ---0xffffffff816e98a4
               |          
                --0.87%--0xffffffff816e86b6
                          0xffffffff816e6f6d

     1.09%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff8160ee58
            |
            ---0xffffffff8160ee58
               0xffffffff815d690d
               |          
                --0.87%--0xffffffff8160ff04

     1.09%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff815d690d
            |
            ---0xffffffff815d690d
               |          
                --0.87%--0xffffffff8160ff04

     1.09%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff81602bec
            |
            ---0xffffffff81602bec
               |          
                --0.66%--0xffffffff815a7cdd

     1.09%     0.00%  python3  [unknown]             [k] 0x00007fa6b6e5ea00
            |
            ---0x7fa6b6e5ea00

     0.87%     0.87%  python3  [kernel.kallsyms]     [k] 0xffffffff822424d7
     0.87%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8135fd8d
            |
            ---0xffffffff8135fd8d
               0xffffffff8135f9a8
               |          
                --0.66%--0xffffffff8135eae8

     0.87%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8135f9a8
            |
            ---0xffffffff8135f9a8
               |          
                --0.66%--0xffffffff8135eae8

     0.87%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff815a7cae
            |
            ---0xffffffff815a7cae
               |          
                --0.66%--0xffffffff81602220

     0.87%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81607bdf
            |
            ---0xffffffff81607bdf
               0xffffffff8167c64a
               |          
                --0.66%--0xffffffff81679516
                          0xffffffff8163dfac

     0.87%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81607c00
            |
            ---0xffffffff81607c00

     0.87%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816157fb
            |
            ---0xffffffff816157fb

     0.87%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81612ca1
            |
            ---0xffffffff81612ca1
               |          
                --0.66%--0xffffffff816125c1

     0.87%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816e5d97
            |
            ---0xffffffff816e5d97
               0xffffffff816e541a
               0xffffffff816f5015
               |          
                --0.66%--0xffffffff816f4aba
                          0xffffffff816f3cfe
                          0xffffffff816f3970
                          0xffffffff816f007e

     0.87%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816e541a
            |
            ---0xffffffff816e541a
               0xffffffff816f5015
               |          
                --0.66%--0xffffffff816f4aba
                          0xffffffff816f3cfe
                          0xffffffff816f3970
                          0xffffffff816f007e

     0.87%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816e86b6
            |
            ---0xffffffff816e86b6
               0xffffffff816e6f6d

     0.87%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816e6f6d
            |
            ---0xffffffff816e6f6d

     0.87%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816f5015
            |
            ---0xffffffff816f5015
               |          
                --0.66%--0xffffffff816f4aba
                          0xffffffff816f3cfe
                          0xffffffff816f3970
                          0xffffffff816f007e

     0.87%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816f3970
            |
            ---0xffffffff816f3970
               0xffffffff816f007e
               |          
                --0.66%--0xffffffff81704dc6

     0.87%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816f007e
            |
            ---0xffffffff816f007e
               |          
                --0.66%--0xffffffff81704dc6

     0.87%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff822228f9
            |
            ---0xffffffff822228f9

     0.87%     0.00%  bash     [unknown]             [.] 0x62696c2f766e6579
            |
            ---0x62696c2f766e6579

     0.87%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff81607bdf
            |
            ---0xffffffff81607bdf
               0xffffffff8167c64a
               |          
                --0.66%--0xffffffff81679516

     0.87%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff8160ff04
            |
            ---0xffffffff8160ff04

     0.87%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff8167c64a
            |
            ---0xffffffff8167c64a
               |          
                --0.66%--0xffffffff81679516

     0.87%     0.00%  python3  [unknown]             [.] 0x00007fa6b6e56240
            |
            ---0x7fa6b6e56240

     0.66%     0.66%  bash     [kernel.kallsyms]     [k] 0xffffffff8134bd18
     0.66%     0.66%  bash     [kernel.kallsyms]     [k] 0xffffffff81602220
     0.66%     0.66%  bash     [kernel.kallsyms]     [k] 0xffffffff81704dc6
     0.66%     0.66%  bash     [kernel.kallsyms]     [k] 0xffffffff822382f7
     0.66%     0.66%  bash     [kernel.kallsyms]     [k] 0xffffffff82250979
     0.66%     0.66%  bash     ld-linux-x86-64.so.2  [.] 0x000000000001469e
            |
            ---0

     0.66%     0.66%  python3  [kernel.kallsyms]     [k] 0xffffffff815a78e1
     0.66%     0.66%  python3  libpython3.11.so.1.0  [.] 0x00000000000fa8f6
     0.66%     0.66%  python3  libpython3.11.so.1.0  [.] 0x00000000002ba7a4
     0.66%     0.44%  python3  [kernel.kallsyms]     [k] 0xffffffff81ba3db0
     0.66%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8160fbd9
            |
            ---0xffffffff8160fbd9

     0.66%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8130bb22
            |
            ---0xffffffff8130bb22

     0.66%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8135eae8
            |
            ---0xffffffff8135eae8

     0.66%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81609ce5
            |
            ---0xffffffff81609ce5
               0xffffffff8161bebb

     0.66%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81610ec7
            |
            ---0xffffffff81610ec7
               0xffffffff81631429
               0xffffffff8162efdc
               0xffffffff8162ee86
               0xffffffff8162d3b9

     0.66%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816125c1
            |
            ---0xffffffff816125c1

     0.66%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8161bebb
            |
            ---0xffffffff8161bebb

     0.66%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8162dd70
            |
            ---0xffffffff8162dd70

     0.66%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8162c825
            |
            ---0xffffffff8162c825

     0.66%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81631429
            |
            ---0xffffffff81631429
               0xffffffff8162efdc
               0xffffffff8162ee86
               0xffffffff8162d3b9

     0.66%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8162efdc
            |
            ---0xffffffff8162efdc
               0xffffffff8162ee86
               0xffffffff8162d3b9

     0.66%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8162ee86
            |
            ---0xffffffff8162ee86
               0xffffffff8162d3b9

     0.66%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8162d3b9
            |
            ---0xffffffff8162d3b9

     0.66%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8162e12f
            |
            ---0xffffffff8162e12f

     0.66%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816b372c
            |
            ---0xffffffff816b372c

     0.66%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816e5d97
            |
            ---0xffffffff816e5d97

     0.66%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816f4aba
            |
            ---0xffffffff816f4aba
               0xffffffff816f3cfe
               0xffffffff816f3970
               0xffffffff816f007e

     0.66%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f4c1ddaf8bb
            |
            ---0x7f4c1ddaf8bb

     0.66%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816f3cfe
            |
            ---0xffffffff816f3cfe
               0xffffffff816f3970
               0xffffffff816f007e

     0.66%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff82242534
            |
            ---0xffffffff82242534

     0.66%     0.00%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff81000130
            |
            ---0xffffffff81000130
               0xffffffff8223c951

     0.66%     0.00%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff8223c951
            |
            ---0xffffffff8223c951

     0.66%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff815a7cdd
            |
            ---0xffffffff815a7cdd

     0.66%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff815aa84e
            |
            ---0xffffffff815aa84e
               0xffffffff81ba4b83
               0xffffffff81ba3db0

     0.66%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816d870d
            |
            ---0xffffffff816d870d

     0.66%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff81679516
            |
            ---0xffffffff81679516

     0.66%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816dc98f
            |
            ---0xffffffff816dc98f
               0xffffffff816dbd94
               0xffffffff815aa84e
               0xffffffff81ba4b83
               0xffffffff81ba3db0

     0.66%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816dbd94
            |
            ---0xffffffff816dbd94
               0xffffffff815aa84e
               0xffffffff81ba4b83
               0xffffffff81ba3db0

     0.66%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816eee14
            |
            ---0xffffffff816eee14

     0.66%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff81ba4b83
            |
            ---0xffffffff81ba4b83
               0xffffffff81ba3db0

     0.66%     0.00%  python3  [unknown]             [k] 0x7265762f766e6579
            |
            ---0x7265762f766e6579

     0.66%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5e7ccfa8ed
            |
            ---0x7f5e7ccfa8ed

     0.66%     0.00%  python3  [unknown]             [.] 0x8b48533374400000
            |
            ---0x8b48533374400000

     0.66%     0.00%  python3  [unknown]             [.] 0x00007f2c66256240
            |
            ---0x7f2c66256240

     0.66%     0.00%  python3  [unknown]             [.] 0x00007f4c1e05e380
            |
            ---0x7f4c1e05e380

     0.66%     0.00%  python3  [unknown]             [.] 0x00007f5dae061860
            |
            ---0x7f5dae061860

     0.66%     0.00%  python3  [unknown]             [.] 0x00007f70e5856240
            |
            ---0x7f70e5856240

     0.66%     0.00%  python3  [unknown]             [.] 0x00007f8b90256240
            |
            ---0x7f8b90256240

     0.66%     0.00%  python3  [unknown]             [.] 0x00007fa35465ea00
            |
            ---0x7fa35465ea00

     0.66%     0.00%  python3  [unknown]             [.] 0x00007fa6b6e61860
            |
            ---0x7fa6b6e61860

     0.44%     0.44%  bash     [kernel.kallsyms]     [k] 0xffffffff815a78e1
     0.44%     0.44%  bash     [kernel.kallsyms]     [k] 0xffffffff815a825d
     0.44%     0.44%  bash     [kernel.kallsyms]     [k] 0xffffffff81630f10
     0.44%     0.44%  bash     [kernel.kallsyms]     [k] 0xffffffff816a9fe5
     0.44%     0.44%  bash     [kernel.kallsyms]     [k] 0xffffffff81704da2
     0.44%     0.44%  bash     [kernel.kallsyms]     [k] 0xffffffff81bd2d27
     0.44%     0.44%  bash     [kernel.kallsyms]     [k] 0xffffffff8223c926
     0.44%     0.44%  bash     ld-linux-x86-64.so.2  [.] 0x000000000000e3aa
     0.44%     0.44%  bash     ld-linux-x86-64.so.2  [.] 0x0000000000015c51
     0.44%     0.44%  python3  [kernel.kallsyms]     [k] 0xffffffff822382f7
     0.44%     0.44%  python3  libpython3.11.so.1.0  [.] 0x00000000000fb5cd
     0.44%     0.44%  python3  libpython3.11.so.1.0  [.] 0x0000000000158b9c
     0.44%     0.44%  python3  libpython3.11.so.1.0  [.] 0x00000000001999a8
     0.44%     0.44%  python3  libpython3.11.so.1.0  [.] 0x00000000001abad4
     0.44%     0.44%  python3  libpython3.11.so.1.0  [.] 0x00000000001ac261
     0.44%     0.44%  python3  libpython3.11.so.1.0  [.] 0x00000000001cca35
     0.44%     0.44%  python3  libpython3.11.so.1.0  [.] 0x00000000001d798e
     0.44%     0.44%  python3  libpython3.11.so.1.0  [.] 0x00000000002bb348
     0.44%     0.44%  python3  libpython3.11.so.1.0  [.] 0x00000000002bcc52
     0.44%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81000e06
     0.44%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff82241a15
     0.44%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81369eae
     0.44%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81369c4d
     0.44%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81416ed7
     0.44%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff814163d7
     0.44%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81595870
     0.44%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff815bd573
     0.44%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81607dad
     0.44%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8160f0f9
     0.44%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8160efb7
     0.44%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81611cf0
     0.44%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81615533
     0.44%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81614f12
     0.44%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81615779
     0.44%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8162b956
     0.44%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8162c8ab
     0.44%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8162c2d9
     0.44%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8162c963
     0.44%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8162f1a6
     0.44%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8162d1f2
     0.44%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8162e283
     0.44%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8163c0ef
     0.44%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8163d350
     0.44%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81697043
     0.44%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816b24d8
     0.44%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816f5956
     0.44%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8221d608
     0.44%     0.00%  bash     [unknown]             [.] 0xdfdfdfdf00000000
     0.44%     0.00%  bash     [unknown]             [.] 0x0000000000003056
     0.44%     0.00%  bash     [unknown]             [k] 0x0000d8ec81485355
     0.44%     0.00%  bash     [unknown]             [.] 0x28005d265b206365
     0.44%     0.00%  pyenv-l  [kernel.kallsyms]     [k] 0xffffffff81000130
     0.44%     0.00%  pyenv-l  [kernel.kallsyms]     [k] 0xffffffff8223c951
     0.44%     0.00%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff81000c82
     0.44%     0.00%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff8160a9f3
     0.44%     0.00%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff816e98a4
     0.44%     0.00%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff816f6d06
     0.44%     0.00%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff82242576
     0.44%     0.00%  pyenv-v  [unknown]             [.] 0000000000000000
     0.44%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816d8238
     0.44%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816f6d06
     0.44%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff8162dd70
     0.44%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816e5dc3
     0.44%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff8163dfac
     0.44%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff8163d350
     0.44%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816e51c9
     0.44%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816e541a
     0.44%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816f5015
     0.44%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816fd686
     0.44%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816fcffa
     0.44%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007fa6b70e70c5
     0.44%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007fa6b70ffca3
     0.44%     0.00%  python3  [unknown]             [.] 0x00007f0d7ea61860
     0.44%     0.00%  python3  [unknown]             [.] 0x00007f0d7ea5e380
     0.44%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0d7e7cca35
     0.44%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0d7e8bb344
     0.44%     0.00%  python3  [unknown]             [.] 0x00007f368545e380
     0.44%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f36852bb344
     0.44%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f8b900ba754
     0.44%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa3542fa8ed
     0.44%     0.00%  python3  [unknown]             [.] 0x00007f0b06056240
     0.44%     0.00%  python3  [unknown]             [.] 0x00007f2c65bbd680
     0.44%     0.00%  python3  [unknown]             [.] 0x00007f2c6625ea00
     0.44%     0.00%  python3  [unknown]             [k] 0x00007f4c1e061860
     0.44%     0.00%  python3  [unknown]             [.] 0x00007f4c1e056240
     0.44%     0.00%  python3  [unknown]             [.] 0x00007f4c1d8dd680
     0.44%     0.00%  python3  [unknown]             [.] 0x00007f4c1e058ea0
     0.44%     0.00%  python3  [unknown]             [.] 0x00007f5dae056240
     0.44%     0.00%  python3  [unknown]             [.] 0x00007f5e7d056240
     0.44%     0.00%  python3  [unknown]             [.] 0x00007f70e51bd680
     0.44%     0.00%  python3  [unknown]             [.] 0x00007f70e585e380
     0.44%     0.00%  python3  [unknown]             [.] 0x00007f70e585ea00
     0.44%     0.00%  python3  [unknown]             [.] 0x00007fa354656240
     0.44%     0.00%  python3  [unknown]             [.] 0x00007fa6b6759c40
     0.44%     0.00%  python3  [unknown]             [.] 0x00007fd486ed1c40
     0.44%     0.00%  python3  [unknown]             [.] 0x00007fd486edd680
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8124a72b
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8134a235
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8134a3fb
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8134b865
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8137dc42
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff813aecd3
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff813ea5b5
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8146b3e5
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff81475107
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff814762b5
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff81582572
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff81589bf9
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff815a787b
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff815a78ac
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff815a78d9
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff815a78ff
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff815a7913
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff815a7926
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff815a795a
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff815a7ae5
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff815a7cb1
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff815a7cc0
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff815a7ce0
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff815f0715
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff815f08f5
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff815f0926
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff815f0c51
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff815f3d63
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff815fa6bb
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff815fa724
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff815fa751
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff815fe5d2
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff815fea8a
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff816010a5
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8160140f
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff816021b5
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff81609a0a
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff81609c02
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff81609c74
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8160a925
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f85f4d3cb78
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8160fa75
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8161bcc0
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8161bceb
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8161bd27
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8161bd6f
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8161bf57
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8161bf80
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8162b98f
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8162e112
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8162e38d
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8162ff4b
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8164ef3b
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8164f982
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8164fa43
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff81657b18
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff81679495
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff816ae045
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff816ae06d
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff816ae1d1
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff816b1e0c
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff816b2c01
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff816d820f
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff816e5005
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff816e60e5
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff816f3bdd
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff816f3d64
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff816f524c
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8170a3b2
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff81ac8081
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff81bacf52
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff822139e9
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8221650a
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8221702c
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff822176b4
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff82219cc1
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8221ca33
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8221d8f5
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff82221eea
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff822355e0
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff82238806
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff8224386a
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff82250886
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff82250fa7
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff82251161
     0.22%     0.22%  bash     [kernel.kallsyms]     [k] 0xffffffff822511f0
     0.22%     0.22%  bash     bash                  [.] 0x000000000002f630
     0.22%     0.22%  bash     bash                  [.] 0x0000000000037f81
     0.22%     0.22%  bash     bash                  [.] 0x000000000003816c
     0.22%     0.22%  bash     bash                  [.] 0x000000000003bdba
     0.22%     0.22%  bash     bash                  [.] 0x000000000003ed53
     0.22%     0.22%  bash     bash                  [.] 0x00000000000403a9
     0.22%     0.22%  bash     bash                  [.] 0x000000000004f0f5
     0.22%     0.22%  bash     bash                  [.] 0x000000000004f121
     0.22%     0.22%  bash     bash                  [.] 0x0000000000056c42
     0.22%     0.22%  bash     bash                  [.] 0x0000000000070e68
     0.22%     0.22%  bash     bash                  [.] 0x0000000000073917
     0.22%     0.22%  bash     bash                  [.] 0x000000000007b26a
     0.22%     0.22%  bash     bash                  [.] 0x000000000007b26f
     0.22%     0.22%  bash     bash                  [.] 0x000000000007b2b5
     0.22%     0.22%  bash     bash                  [.] 0x000000000007e4f0
     0.22%     0.22%  bash     bash                  [.] 0x000000000007e518
     0.22%     0.22%  bash     bash                  [.] 0x0000000000093eed
     0.22%     0.22%  bash     bash                  [.] 0x000000000009ac9f
     0.22%     0.22%  bash     bash                  [.] 0x000000000009e0e9
     0.22%     0.22%  bash     bash                  [.] 0x00000000000af766
     0.22%     0.22%  bash     bash                  [.] 0x00000000000c47a0
     0.22%     0.22%  bash     bash                  [.] 0x00000000000c524c
     0.22%     0.22%  bash     ld-linux-x86-64.so.2  [.] 0x0000000000006e35
     0.22%     0.22%  bash     ld-linux-x86-64.so.2  [.] 0x0000000000008c4e
     0.22%     0.22%  bash     ld-linux-x86-64.so.2  [.] 0x0000000000008dad
     0.22%     0.22%  bash     ld-linux-x86-64.so.2  [.] 0x0000000000008db4
     0.22%     0.22%  bash     ld-linux-x86-64.so.2  [.] 0x0000000000008e79
     0.22%     0.22%  bash     ld-linux-x86-64.so.2  [.] 0x00000000000090c0
     0.22%     0.22%  bash     ld-linux-x86-64.so.2  [.] 0x00000000000090cc
     0.22%     0.22%  bash     ld-linux-x86-64.so.2  [.] 0x00000000000098e3
     0.22%     0.22%  bash     ld-linux-x86-64.so.2  [.] 0x0000000000009a00
     0.22%     0.22%  bash     ld-linux-x86-64.so.2  [.] 0x000000000000ddc8
     0.22%     0.22%  bash     ld-linux-x86-64.so.2  [.] 0x000000000000ddd3
     0.22%     0.22%  bash     ld-linux-x86-64.so.2  [.] 0x000000000000e2d8
     0.22%     0.22%  bash     ld-linux-x86-64.so.2  [.] 0x000000000001360c
     0.22%     0.22%  bash     ld-linux-x86-64.so.2  [.] 0x000000000001462a
     0.22%     0.22%  bash     ld-linux-x86-64.so.2  [.] 0x00000000000153e0
     0.22%     0.22%  bash     ld-linux-x86-64.so.2  [.] 0x000000000001621a
     0.22%     0.22%  bash     ld-linux-x86-64.so.2  [.] 0x00000000000162bd
     0.22%     0.22%  bash     ld-linux-x86-64.so.2  [.] 0x00000000000224ba
     0.22%     0.22%  bash     ld-linux-x86-64.so.2  [.] 0x00000000000224e2
     0.22%     0.22%  bash     ld-linux-x86-64.so.2  [.] 0x000000000002367f
     0.22%     0.22%  bash     ld-linux-x86-64.so.2  [.] 0x00000000000237c4
     0.22%     0.22%  bash     libc.so.6             [.] 0x00000000000270fa
     0.22%     0.22%  bash     libc.so.6             [.] 0x000000000003309d
     0.22%     0.22%  bash     libc.so.6             [.] 0x000000000003872a
     0.22%     0.22%  bash     libc.so.6             [.] 0x00000000000975cd
     0.22%     0.22%  bash     libc.so.6             [.] 0x000000000009777e
     0.22%     0.22%  bash     libc.so.6             [.] 0x000000000009793e
     0.22%     0.22%  bash     libc.so.6             [.] 0x0000000000098932
     0.22%     0.22%  bash     libc.so.6             [.] 0x0000000000099827
     0.22%     0.22%  bash     libc.so.6             [.] 0x000000000009f5e7
     0.22%     0.22%  bash     libc.so.6             [.] 0x00000000000b17fb
     0.22%     0.22%  bash     libc.so.6             [.] 0x00000000000fce67
     0.22%     0.22%  bash     libc.so.6             [.] 0x00000000000fd001
     0.22%     0.22%  bash     libc.so.6             [.] 0x00000000001019b3
     0.22%     0.22%  bash     libc.so.6             [.] 0x0000000000155948
     0.22%     0.22%  bash     libc.so.6             [.] 0x00000000001559b8
     0.22%     0.22%  bash     libc.so.6             [.] 0x0000000000155e70
     0.22%     0.22%  bash     libc.so.6             [.] 0x000000000015607e
     0.22%     0.22%  bash     libc.so.6             [.] 0x000000000015621d
     0.22%     0.22%  bash     libc.so.6             [.] 0x0000000000156223
     0.22%     0.22%  bash     libc.so.6             [.] 0x0000000000175013
     0.22%     0.22%  pyenv    [kernel.kallsyms]     [k] 0xffffffff81679795
     0.22%     0.22%  pyenv    libc.so.6             [.] 0x000000000008f291
     0.22%     0.22%  pyenv-l  [kernel.kallsyms]     [k] 0xffffffff816560d1
     0.22%     0.22%  pyenv-l  [kernel.kallsyms]     [k] 0xffffffff816eedef
     0.22%     0.22%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff81607ed3
     0.22%     0.22%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff81635fb9
     0.22%     0.22%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff816f3d61
     0.22%     0.22%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff817d4ae5
     0.22%     0.22%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff81bacd96
     0.22%     0.22%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff82250f9c
     0.22%     0.22%  pyenv-v  ld-linux-x86-64.so.2  [.] 0x0000000000016287
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff8124a9fa
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff8221d906
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff815a78e3
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff816f050e
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff81346935
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff8134a235
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff8134a341
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff81589c1e
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff815d74e5
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff815fda26
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff81609a0a
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff8162c308
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000002ba7f4
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff8162c839
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff8162e019
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff816b00aa
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff816cf0d7
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff816e472c
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff816e4fd2
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff817c571a
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff817e9d4a
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff81bacf52
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff81ac8092
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff81b9cce3
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff81ba7e73
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff81c75324
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff82250fa7
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff81c78f05
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff8222bb23
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff82235650
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff82238806
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff822394b7
     0.22%     0.22%  python3  [kernel.kallsyms]     [k] 0xffffffff8223c926
     0.22%     0.22%  python3  ld-linux-x86-64.so.2  [.] 0x0000000000009a0f
     0.22%     0.22%  python3  ld-linux-x86-64.so.2  [.] 0x0000000000008c9d
     0.22%     0.22%  python3  ld-linux-x86-64.so.2  [.] 0x000000000000dfa1
     0.22%     0.22%  python3  ld-linux-x86-64.so.2  [.] 0x000000000000e2bf
     0.22%     0.22%  python3  ld-linux-x86-64.so.2  [.] 0x000000000000e3aa
     0.22%     0.22%  python3  ld-linux-x86-64.so.2  [.] 0x000000000000fe24
     0.22%     0.22%  python3  ld-linux-x86-64.so.2  [.] 0x00000000000124ed
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000000fcb01
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x0000000000100236
     0.22%     0.22%  python3  libc.so.6             [.] 0x0000000000152aec
     0.22%     0.22%  python3  ld-linux-x86-64.so.2  [.] 0x00000000000224ba
     0.22%     0.22%  python3  libc.so.6             [.] 0x000000000009506f
     0.22%     0.22%  python3  libc.so.6             [.] 0x00000000000975a2
     0.22%     0.22%  python3  libc.so.6             [.] 0x00000000000978c1
     0.22%     0.22%  python3  libc.so.6             [.] 0x0000000000152320
     0.22%     0.22%  python3  libc.so.6             [.] 0x0000000000098970
     0.22%     0.22%  python3  libc.so.6             [.] 0x00000000000d00c7
     0.22%     0.22%  python3  libc.so.6             [.] 0x0000000000098a74
     0.22%     0.22%  python3  libc.so.6             [.] 0x00000000000fd001
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x000000000018d8e0
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001986a4
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001ab3f3
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001f4d88
     0.22%     0.22%  python3  libc.so.6             [.] 0x0000000000108a40
     0.22%     0.22%  python3  libc.so.6             [.] 0x0000000000152ae6
     0.22%     0.22%  python3  libc.so.6             [.] 0x0000000000152b05
     0.22%     0.22%  python3  libc.so.6             [.] 0x0000000000152b17
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000000fe9ac
     0.22%     0.22%  python3  libc.so.6             [.] 0x0000000000153480
     0.22%     0.22%  python3  libc.so.6             [.] 0x0000000000156223
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000000fa8dd
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000000fa91b
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000000fac43
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000000fc698
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000000fa934
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000000fa955
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000000fa96f
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000000fc76e
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000000fd919
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000000fda9c
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000000fdc18
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000000fe823
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000000feb04
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000000ff04e
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000000ff62e
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001006b1
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x0000000000100f83
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001019df
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x0000000000103fde
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x0000000000104d1f
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001054e2
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001585a0
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x000000000015b433
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x000000000015b821
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x000000000015b87f
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x0000000000160338
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x000000000016034a
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x0000000000162f0d
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001c7187
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x0000000000275300
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000002bb375
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x0000000000165061
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x000000000018d8e4
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x0000000000194c0c
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x0000000000194c12
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x0000000000194cb2
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x0000000000194cc6
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001950fd
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x0000000000195566
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x0000000000198871
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x0000000000198873
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x0000000000198b44
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x0000000000198bc0
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x0000000000198f81
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x0000000000199a04
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x000000000019af22
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001b1b9b
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x000000000019b270
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001a731b
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001a9e17
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001aa039
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001aa256
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001ab434
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001abe9b
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001ac813
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001aee35
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x000000000029e47d
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001aee3f
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001af240
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001af844
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001af857
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001bb0d7
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001bb281
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001af86b
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001af893
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001b2054
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001afae6
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001b9198
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001bb1b7
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001d3280
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000002ba76f
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001b9217
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001ba828
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001ba832
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001ba841
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001bbd12
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001bc4f2
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000002bb763
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001bc52e
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001bf0a9
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001bf44c
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001c1187
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001c2a46
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001e0941
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001c6fb4
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001d792b
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001c6f1d
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001c6fec
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001c70a6
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001caf12
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001cca2b
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001cca45
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001cf201
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001cf31a
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x000000000025c2ec
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001d0e9c
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001e5117
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001f8a2a
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001ff9db
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x000000000029763a
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000002bba15
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x000000000020114d
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x0000000000216c94
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x000000000026bd18
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000002769c1
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x0000000000288d38
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x000000000028ce13
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x000000000028fc53
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x000000000028fc83
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x000000000029d719
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000002a91da
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000002b70b0
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000002ba750
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000002ba783
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000002bb432
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000002bcae4
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000002bcec5
     0.22%     0.22%  seq      [kernel.kallsyms]     [k] 0xffffffff815a7cb1
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8177e293
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8124b994
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000000fd62e
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x0000000000100686
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x0000000000140b31
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001a9df0
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001bba89
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001c2247
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000002002ac
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x000000000026f319
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x000000000018efe2
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x0000000000194ee7
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x000000000020dff1
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000002bb5b6
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000000fa98b
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000001be5d0
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x000000000027af42
     0.22%     0.22%  python3  libpython3.11.so.1.0  [.] 0x00000000002d0483
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8135f45d
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8137dc61
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8137cfe0
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8147521f
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8157e90b
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff815a78a9
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff815a817f
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8160142a
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff815bd485
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff815bd2e1
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff815bd47b
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff815f6bde
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff815f5a61
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81607a2c
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81600c6a
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81600d75
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81600d92
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81600fe0
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81600ffd
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816012c4
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8160132c
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8160141f
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81601461
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81607091
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8160358e
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81607e93
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8160822e
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8160f223
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8160f67b
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816115fe
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81611ede
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8161bf7d
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8161bfe0
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f1f5e27ae7a
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8161e55e
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8161cd7d
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81620f54
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81621578
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8162b94c
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8162bf49
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8162bfe1
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8162dfcf
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8162d97b
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8162d71d
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8162c3fe
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8162c9e2
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8162dbfa
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8162e011
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8162e38b
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8162e77b
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81631557
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8162fa05
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81630a75
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81651f8b
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8164f919
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816797dc
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816b371a
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816cf02c
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816cf17c
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816d64b8
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816d4b96
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816f60cb
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816d7c3c
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816d51aa
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816d820c
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816dc9e3
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816dbe87
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816dcb43
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816dc850
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816dee55
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816de559
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816e4724
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816e5569
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816e51c9
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816e5e5c
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8177bb13
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816e7f43
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816e7c95
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816e8654
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816f4aa7
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816e829e
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816eb36a
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816ebaad
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816eee14
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816f3b90
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816f5910
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff816f5b0c
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8170b50a
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8177dbaa
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8177d33f
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8177e0a5
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8177d461
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff817d4a7e
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff817e9f17
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff817e9da3
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff81c78ebc
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff82215fc4
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff82215be8
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8221abe6
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8221ac7a
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8221d3ed
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8222008b
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff82248b73
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff82247fc4
     0.22%     0.00%  bash     [kernel.kallsyms]     [k] 0xffffffff8225111a
     0.22%     0.00%  bash     bash                  [.] 0x00005555a3ddd917
     0.22%     0.00%  bash     bash                  [.] 0x0000555a067e9f81
     0.22%     0.00%  bash     bash                  [.] 0x0000555c96d6b16c
     0.22%     0.00%  bash     bash                  [.] 0x0000555d7d6af766
     0.22%     0.00%  bash     bash                  [.] 0x00005567305892b5
     0.22%     0.00%  bash     bash                  [.] 0x00005568699db0e9
     0.22%     0.00%  bash     bash                  [.] 0x00005568943ad4f0
     0.22%     0.00%  bash     bash                  [.] 0x0000556bc860bc42
     0.22%     0.00%  bash     bash                  [.] 0x00005571a1321794
     0.22%     0.00%  bash     bash                  [.] 0x00005580d1a98dba
     0.22%     0.00%  bash     bash                  [.] 0x00005595ead9afb0
     0.22%     0.00%  bash     bash                  [.] 0x000055a19c46b26f
     0.22%     0.00%  bash     bash                  [.] 0x000055b4addd45a3
     0.22%     0.00%  bash     bash                  [.] 0x000055bf3f8f7dc0
     0.22%     0.00%  bash     bash                  [.] 0x000055c986616453
     0.22%     0.00%  bash     bash                  [.] 0x000055cd591b4776
     0.22%     0.00%  bash     bash                  [.] 0x000055e5a00f8d53
     0.22%     0.00%  bash     bash                  [.] 0x000055e86c2ccc9f
     0.22%     0.00%  bash     bash                  [.] 0x000055f9cd9c826a
     0.22%     0.00%  bash     bash                  [.] 0x000055fac55d3518
     0.22%     0.00%  bash     bash                  [.] 0x0000560482fb1eed
     0.22%     0.00%  bash     bash                  [.] 0x00005605500887a0
     0.22%     0.00%  bash     bash                  [.] 0x000056083b86c121
     0.22%     0.00%  bash     bash                  [.] 0x0000560b360af0c6
     0.22%     0.00%  bash     bash                  [.] 0x0000561b6542824c
     0.22%     0.00%  bash     bash                  [.] 0x0000561beca99630
     0.22%     0.00%  bash     bash                  [.] 0x0000563b569820f5
     0.22%     0.00%  bash     bash                  [.] 0x0000563ec27b08b0
     0.22%     0.00%  bash     bash                  [.] 0x0000563f7e6a3930
     0.22%     0.00%  bash     bash                  [.] 0x00005644d72c7e68
     0.22%     0.00%  bash     bash                  [.] 0x0000564523c8ec0e
     0.22%     0.00%  bash     bash                  [.] 0x00005652446583a9
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f01284d869e
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f03ed28fb78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f03ed28f34f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f03ed295ce7
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f055ecf4b78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f055ecf434f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f0a178ce0c5
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f0a178e6ca3
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f0aa6d07b78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f0aa6d0734f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f0aa6d0b9b6
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f0aa6d0dd07
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f0e81d8cb78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f0e81d8c34f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f164ef68b78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f164ef6834f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f177748c0c5
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f17774a4ca3
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f1c88f90b78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f1c88f9034f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f1c88f93e39
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f1fc9c157c4
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f23220cab1d
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f2a64a30b78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f2a64a3034f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f2a64a326a8
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f2ec117de79
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f2ec213c0c5
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f2ec213aaee
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f36b991469e
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f38346830cc
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f39c89acb78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f39c89ac34f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f39c89afe39
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f39c89a03aa
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f3b560c60c5
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f3b560deca3
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f3db08c9b78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f3db08c934f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f3db08cce39
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f3db08bd2bc
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f3ed2ccab78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f3ed2cca34f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f3ed2ccde39
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f409885ab78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f409885a34f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f48d7c930c5
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f48d7cabca3
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f4c7378eb78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f4c7378e34f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f4dfb1cab78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f4dfb1ca34f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f4ea8940b78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f4ea894034f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f4ea8942bd1
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f4eeb859b78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f4eeb85934f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f4eeb85ce39
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f4eeb84cdcc
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f5c6aa84b78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f5c6aa8434f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f5c6aa87e39
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f5c6aa782bc
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f5d7bbbeb78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f5d7bbbe34f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f5d7bbc1e39
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f5d7bbb1dc8
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f5e7edb48e3
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f5ec87134e2
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f5f93d62b78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f5f93d6234f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f5f93d68ce7
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f7672ddbb78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f7672ddb34f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f7672ddee39
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f7672dcf2bc
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f84dd23adb4
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f85f4d3c34f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f85f4d3fe39
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f85f4d42d07
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f8c60702c51
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f995140b0c5
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007f9951423ca3
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fa2218a44ba
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fa43948bb78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fa43948b34f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fa43948ee39
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fa8f30a7b78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fa8f30a734f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fa8f30adce7
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fb016ffeb78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fb016ffe34f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fb017001e39
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fb017004d07
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fb053f6bb78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fb053f6b34f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fb053f6ee39
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fb053f5f2bc
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fb3e97f2b78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fb3e97f234f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fb3e97f5e39
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fbc8c08ab78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fbc8c08a34f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fbc8c08de39
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fbcb81f5b78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fbcb81f534f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fbcb81f8e39
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fbcb81e92d8
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fbdb1a6eca3
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fc1f1c03b78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fc1f1c0334f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fc1f1c079b6
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fc1f1c09d07
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fc333025b78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fc33302534f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fc333028e39
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fc3330193aa
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fc5e19f6b78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fc5e19f634f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fc6f0a193e0
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fc893251dad
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fc8b9bf9c4e
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fc999647c51
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fc99979ab78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fc99979a34f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fc99979de39
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fc99978ddd3
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fd12924a0c0
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fd1a02411e3
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fd1a024c60c
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fd3f8f7e2bd
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fd45fc08ca3
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fd526ba92a3
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fd6cde9e21a
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fd736d9c67f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fdc30fd569e
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fde35af9ca3
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fe238b100c5
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fe238b0ee35
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fe76809d1e3
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fe7680a8608
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007fef10ae3ca3
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007ff5e3aeab78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007ff5e3aea34f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007ff5e3aede39
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007ff5e3ade2bc
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007ff623f34a00
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007ff6f55c4b78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007ff6f55c434f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007ff6f55c7e39
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007ff6f55b82bc
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007ff6fd07a62a
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007ff8ce807b78
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007ff8ce80734f
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007ff8ce80ae39
     0.22%     0.00%  bash     ld-linux-x86-64.so.2  [.] 0x00007ffbfbaa6b1d
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007eff8e4d538c
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007eff8e4d5957
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007eff8e5792a0
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f01332e738c
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f01332e7f72
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f01333ac86a
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f03f71da38c
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f03f71daf72
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f03f72a5001
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f055ebaa7e0
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f0bbc51738c
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f0bbc517f72
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f0bbc5e69b3
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f0bcf20e350
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f0bd9b50353
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f0db39b886a
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f0e441f454a
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f0e81bd09b0
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f0f998ce38c
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f0f998cef72
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f0f9999d9b3
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f137d93f353
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f164ee70f11
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f1a02d9a109
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f1c0c400a9a
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f1c88e0d190
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f1e7b77d9e0
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f267533a11f
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f285a36dcf0
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f2fb266338c
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f2fb2663f72
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f2fb272e001
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f322a225109
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f333b36c345
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f380ab2077e
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f3ab1d6886a
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f3ed2b33ab6
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f407ab2538c
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f407ab25f72
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f407abf49b3
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f4098762ee0
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f40a538238c
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f40a5382f72
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f40a54519b3
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f4572c78109
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f48b4f58948
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f49dd367dd4
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f4bf4c41ad7
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f4c7357c360
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f4dfafb8360
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f508d74b86a
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f54351d2a40
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f54d1d78ad7
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f557fc81c47
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f5addd362ad
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f5b0a661109
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f5c88d3b827
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fc9f31aa417
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f5d9973538c
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f5d99735f72
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f5d998049b3
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f6aa9276223
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f6ab03e938c
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f6ab03e9f72
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f6ab04b89b3
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f6d1ae792b4
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f6e4f664932
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f723d45a109
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f73c946c011
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f7d3e43238c
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f7d3e432f72
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f7d3e4fce67
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f7eac9b711f
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f874e17f0fa
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f9927901109
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f9e3235838c
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f9e32358f72
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007f9e32422e67
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fa255c5038c
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fa255c50f72
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fa255d1b001
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fa26ed01b99
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fa26ed0172a
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fa3c4d6b013
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fa4392f4ab6
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fa5fb39c09d
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fab025e009d
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fab0627b07e
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fad2757e38c
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fad2757ef72
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fad2764d9b3
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fadc1ae640e
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fb3e965bab6
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fb401fae109
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fb52aaf2109
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fb6a4ba9ad7
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fb756ccc353
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fbb41243ad7
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fbc5ef319b8
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fbc8bee2550
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fbe514ec38c
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fbe514ecf72
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fbe515bb9b3
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fbf5e0ba38c
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fbf5e0baf72
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fbf5e1899b3
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fc02982493e
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fc07a7d521d
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fc5a20b0001
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fc5e183a9b0
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fc5e605d86a
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fc6f092d200
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fc86ef6f38e
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fcdf383538c
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fcdf3835f72
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fcdf3900001
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fd1ad926e70
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fd436a6c38c
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fd436a6c957
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fd436b10545
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fdc93a2b38c
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fdc93a2bf72
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fdc93afa9b3
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fdd63003a9a
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fddaa4f75cd
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fdedb2f009d
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fe22db6a565
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fe35735338c
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fe357353f72
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fe3574229b3
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fe53d64fad7
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fe7981547fb
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007fe8e1986aa2
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007febf752c38c
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007febf752cf72
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007febf75f186a
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007ff2cef7a09d
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007ff399506353
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007ff6deb1a86a
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007ff6fcecf5be
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007ff7cd53b38c
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007ff7cd53bf72
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007ff7cd606001
     0.22%     0.00%  bash     libc.so.6             [.] 0x00007ff8ce65f5e7
     0.22%     0.00%  bash     libtinfo.so.6.4       [.] 0x00007f1d2c6ee000
     0.22%     0.00%  bash     [unknown]             [.] 0x656d6563616c7065
     0.22%     0.00%  bash     [unknown]             [.] 0x69667a7400524944
     0.22%     0.00%  bash     [unknown]             [k] 0x6968732f766e6579
     0.22%     0.00%  bash     [unknown]             [.] 0x7265762f766e6579
     0.22%     0.00%  bash     [unknown]             [k] 0x756c702f766e6579
     0.22%     0.00%  bash     [unknown]             [k] 0xdf00000000000000
     0.22%     0.00%  bash     [unknown]             [.] 0xe3b8c5ee0fbf3500
     0.22%     0.00%  bash     [unknown]             [k] 0x0000000000000400
     0.22%     0.00%  bash     [unknown]             [.] 0x000000000001d491
     0.22%     0.00%  bash     [unknown]             [.] 0x0000005300000400
     0.22%     0.00%  bash     [unknown]             [.] 0x0000556741f8a7a0
     0.22%     0.00%  bash     [unknown]             [k] 0x00005568faa42960
     0.22%     0.00%  bash     [unknown]             [.] 0x000055750c413838
     0.22%     0.00%  bash     [unknown]             [.] 0x000055e89c786060
     0.22%     0.00%  bash     [unknown]             [k] 0x0000687361622f6e
     0.22%     0.00%  bash     [unknown]             [k] 0x00007f0a178fa8a8
     0.22%     0.00%  bash     [unknown]             [k] 0x00007f17774b88a8
     0.22%     0.00%  bash     [unknown]             [k] 0x00007f2ec21688a8
     0.22%     0.00%  bash     [unknown]             [k] 0x00007f3b560f28a8
     0.22%     0.00%  bash     [unknown]             [k] 0x00007f48d7cbf8a8
     0.22%     0.00%  bash     [unknown]             [k] 0x00007f99514378a8
     0.22%     0.00%  bash     [unknown]             [.] 0x00007fa26ee99d40
     0.22%     0.00%  bash     [unknown]             [.] 0x00007fd1a026d8a8
     0.22%     0.00%  bash     [unknown]             [.] 0x00007fe238b3c8a8
     0.22%     0.00%  bash     [unknown]             [k] 0x00007fe7680c98a8
     0.22%     0.00%  bash     [unknown]             [.] 0x2f656c61636f6c2f
     0.22%     0.00%  bash     [unknown]             [.] 0x4f00657669746361
     0.22%     0.00%  pyenv    libc.so.6             [.] 0x00007f26a7e7309d
     0.22%     0.00%  pyenv    [kernel.kallsyms]     [k] 0xffffffff81000c82
     0.22%     0.00%  pyenv    [kernel.kallsyms]     [k] 0xffffffff82242576
     0.22%     0.00%  pyenv    [kernel.kallsyms]     [k] 0xffffffff8160a9f3
     0.22%     0.00%  pyenv    [kernel.kallsyms]     [k] 0xffffffff8160a1aa
     0.22%     0.00%  pyenv    [kernel.kallsyms]     [k] 0xffffffff81602b34
     0.22%     0.00%  pyenv    [kernel.kallsyms]     [k] 0xffffffff81348d99
     0.22%     0.00%  pyenv    [unknown]             [.] 0x6c61636f6c2f6572
     0.22%     0.00%  pyenv    [unknown]             [.] 0x000000000000000d
     0.22%     0.00%  pyenv    libc.so.6             [.] 0x00007f1522285291
     0.22%     0.00%  pyenv-l  libc.so.6             [.] 0x00007f6db8b1938c
     0.22%     0.00%  pyenv-l  libc.so.6             [.] 0x00007f6db8b19f72
     0.22%     0.00%  pyenv-l  libc.so.6             [.] 0x00007f6db8be4001
     0.22%     0.00%  pyenv-l  [kernel.kallsyms]     [k] 0xffffffff816d870d
     0.22%     0.00%  pyenv-l  [kernel.kallsyms]     [k] 0xffffffff816d820c
     0.22%     0.00%  pyenv-l  env                   [.] 0x000056372d77c033
     0.22%     0.00%  pyenv-l  libc.so.6             [.] 0x00007fd3e68b6ad7
     0.22%     0.00%  pyenv-l  [kernel.kallsyms]     [k] 0xffffffff816e98a4
     0.22%     0.00%  pyenv-l  [kernel.kallsyms]     [k] 0xffffffff816e859d
     0.22%     0.00%  pyenv-l  [kernel.kallsyms]     [k] 0xffffffff816e7a20
     0.22%     0.00%  pyenv-l  [kernel.kallsyms]     [k] 0xffffffff816e779d
     0.22%     0.00%  pyenv-l  [kernel.kallsyms]     [k] 0xffffffff816f6d06
     0.22%     0.00%  pyenv-l  [kernel.kallsyms]     [k] 0xffffffff816f5910
     0.22%     0.00%  pyenv-l  [kernel.kallsyms]     [k] 0xffffffff816dee3c
     0.22%     0.00%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff81000e06
     0.22%     0.00%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff81369eae
     0.22%     0.00%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff81369c4d
     0.22%     0.00%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff81416ed7
     0.22%     0.00%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff814163d7
     0.22%     0.00%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff8160a065
     0.22%     0.00%  pyenv-v  ld-linux-x86-64.so.2  [.] 0x00007f0f84e9db78
     0.22%     0.00%  pyenv-v  ld-linux-x86-64.so.2  [.] 0x00007f0f84e9d34f
     0.22%     0.00%  pyenv-v  ld-linux-x86-64.so.2  [.] 0x00007f0f84ea0e39
     0.22%     0.00%  pyenv-v  libc.so.6             [.] 0x00007f0f84d39ab6
     0.22%     0.00%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff8160a3cc
     0.22%     0.00%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff81612513
     0.22%     0.00%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff816364ed
     0.22%     0.00%  pyenv-v  libc.so.6             [.] 0x00007fa14a1c038c
     0.22%     0.00%  pyenv-v  libc.so.6             [.] 0x00007fa14a1c0f72
     0.22%     0.00%  pyenv-v  libc.so.6             [.] 0x00007fa14a28b001
     0.22%     0.00%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff816d870d
     0.22%     0.00%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff816d8238
     0.22%     0.00%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff816d7c3c
     0.22%     0.00%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff816e859d
     0.22%     0.00%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff816e7a20
     0.22%     0.00%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff816e779d
     0.22%     0.00%  pyenv-v  env                   [.] 0x000055a8aca02033
     0.22%     0.00%  pyenv-v  libc.so.6             [.] 0x00007fd0f9365ad7
     0.22%     0.00%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff816e8654
     0.22%     0.00%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff816e82b3
     0.22%     0.00%  pyenv-v  env                   [.] 0x000056347f69d033
     0.22%     0.00%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff816f5956
     0.22%     0.00%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff816f60cb
     0.22%     0.00%  pyenv-v  ld-linux-x86-64.so.2  [.] 0x00007fac85d98645
     0.22%     0.00%  pyenv-v  [kernel.kallsyms]     [k] 0xffffffff822419e1
     0.22%     0.00%  pyenv-v  ld-linux-x86-64.so.2  [.] 0x00007f3bd0619b78
     0.22%     0.00%  pyenv-v  ld-linux-x86-64.so.2  [.] 0x00007f3bd061934f
     0.22%     0.00%  pyenv-v  ld-linux-x86-64.so.2  [.] 0x00007fab8ebcf287
     0.22%     0.00%  pyenv-v  libc.so.6             [.] 0x00007f3bd0554f11
     0.22%     0.00%  pyenv-v  libc.so.6             [.] 0x00007fb9971f6ad7
     0.22%     0.00%  pyenv-v  [unknown]             [k] 0xdfdfdfdfdfdfdfdf
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff8130bb22
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff81595870
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff815837bc
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff815824cf
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff815a78a9
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff815bd2f4
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f0d7eda3b78
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f0d7eda334f
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f0d7eda6e39
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f0d7ed972bc
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff81602e14
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff81602661
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff81602dff
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff81607dad
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff81607e43
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff8160822e
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff8160fbd9
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff8160f0f9
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff8160efb7
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff81610ec7
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff81631429
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff8162efdc
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff8162ee86
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff8162d3b9
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff8162b956
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff81612cde
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff81612383
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff8161bfe0
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff8162c963
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff8162c9e2
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f70e5bb50c5
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f70e5bcdca3
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f70e52b6109
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f70e52ee043
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f70e53162ad
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff8162e011
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff81630ec1
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff8163e106
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff8165e384
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816794c1
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816793c3
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff81697043
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816b3ae2
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816f60cb
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f0b061fc0c5
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f0b0620eb78
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816d7c3c
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816d51aa
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816d820c
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816e5443
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816e5569
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816e5d5b
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816f5c4f
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816f01f5
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816eff95
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816edfea
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f4c1e23c0c5
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f4c1e254ca3
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f4c1e24eb78
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f4c1db1586a
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f4c1e24e34f
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f4c1e251e39
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f4c1e2424e2
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816f4a20
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816f1d95
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816f4aba
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816f3b90
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816f4c91
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff817c5558
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff817c46fa
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816fcc2c
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff816fc72c
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff817c5471
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007fd48789cb78
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007fd48789c34f
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007fd48789fe39
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007fd4878902bc
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff817e9f17
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff817e9da3
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff8180718c
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff81805ae2
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff81c78ebc
     0.22%     0.00%  python3  [kernel.kallsyms]     [k] 0xffffffff8224254d
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f0b061fb085
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f0b0620e34f
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f0b06211e39
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f0b06201fa1
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f0b06203e24
     0.22%     0.00%  python3  [unknown]             [k] 0x00007f0d7e13c000
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0d7e7af670
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f0d7ea56240
     0.22%     0.00%  python3  [unknown]             [.] 0x0000555e6cbefee0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f0d7e3bd680
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f0d7ea58ea0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f0d7eb5a038
     0.22%     0.00%  python3  [unknown]             [.] 0x4552504d4f435f54
     0.22%     0.00%  python3  [unknown]             [.] 0x73755f6e6572646c
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f0d7ed9b4ed
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f2c665710c5
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f2c66589ca3
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f5dae3a6b78
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f5dae3a634f
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f5dae3a9e39
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f5dae39a3aa
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f5e7cb1fa07
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f5e7d2a10c5
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f5e7cb16011
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f5e7d2b9ca3
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f70e5bb5c9d
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f70e5bb6a0f
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007f8b9049f92a
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007fa35482d4ba
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007fa6b70f9b78
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007fa6b70f934f
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007fa6b70fce39
     0.22%     0.00%  python3  ld-linux-x86-64.so.2  [.] 0x00007fa6b70ed2bf
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f0b05b1586a
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f0b05b16011
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f0b05b70ae6
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f0b05b70b17
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f0d7e4b58c1
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f0d7e574223
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f2c65d1bc47
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f2c65d1b001
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f3684eb6109
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f3684f1586a
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f3684f1b001
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f3684f26a40
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f4c1dab55a2
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f5dadb7154a
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f5dadb1586a
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f5dadb71480
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5e7ce50100
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f5e7cab6a74
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f5e7caee0c7
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f70e5370b05
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f8b8fd162ad
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f8b8fcee043
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f8b8fd1586a
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007f8b8fcb306f
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007fa3541162ad
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007fa35411586a
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007fa354170aec
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007fa6b68b6970
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007fa6b6970320
     0.22%     0.00%  python3  libc.so.6             [.] 0x00007fd48711586a
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0b05cfa91b
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0b05cfe823
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0b05d00f83
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0b05d94c12
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0b05d98bc0
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0b05d9af22
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0b05daa256
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0b05dab434
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0b05daf893
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0b05dcca45
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0b05dd0e9c
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0b05e5c2ec
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0b05ebb344
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0d7e6fa8ed
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0d7e7585a0
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0d7e794cc6
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0d7e798871
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0d7e798f81
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0d7e7bbd12
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0d7e7bc4f2
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0d7e7c6f1d
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0d7e7c6fb4
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0d7e7d792b
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0d7e7e0941
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0d7e80114d
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0d7e888d38
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0d7e89763a
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f0d7e8bba15
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f2c65fae4e0
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f2c65efdc18
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f2c65eff04e
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f2c65f03fde
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f2c65f60338
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f2c65f62f0d
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f2c65f8d8e4
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f2c65fac813
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f2c65faee35
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f2c65fba828
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f2c65fc1187
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f2c65fc6fec
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f2c65fcf201
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f2c6606bd18
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f2c660ba7a4
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f2c660bb348
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f2c660bcc52
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f368518d8e0
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f3685194c0c
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f36851950fd
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f36851986a4
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f36851999a8
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f36851ab3f3
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f36851d798e
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f36851f4d88
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f3685216c94
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f368529d719
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f36852a91da
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f36852ba750
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f36852ba754
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f36852bcae4
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f4c1dcfa955
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f4c1dcfd919
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f4c1dd999a8
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f4c1ddaee3f
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f4c1ddb9217
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f4c1ddba832
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f4c1ddbb1b7
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f4c1ddd3280
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f4c1ddd798e
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f4c1de8fc53
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f4c1de9e47d
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f4c1deba754
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f4c1deba76f
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f4c1debb344
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8e4070
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad86c620
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad82fad0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad82f050
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8978f0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad86a930
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8775b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad875430
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad86a1b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad897b30
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8e4400
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8943b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8be150
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8bdf70
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad89e100
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8978b0
     0.22%     0.00%  python3  [unknown]             [.] 0x000055f406dcf5b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8d7f70
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad89a640
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8d7ef0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad89a5c0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8d7df0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad89a4c0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad89e330
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8674b0
     0.22%     0.00%  python3  [unknown]             [.] 0x000055f406dcf1e0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8bded0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8bde30
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8bdd90
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8bdcf0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8bdc50
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8bdbb0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8bdb10
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8bd070
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8d7db0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad89d7f0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8671b0
     0.22%     0.00%  python3  [unknown]             [.] 0x000055f406dcea40
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad89d840
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad897330
     0.22%     0.00%  python3  [unknown]             [.] 0x000055f406dce050
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8d7ab0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad89a1c0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8d7a70
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad89a140
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8d7a30
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad89a0c0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8d79b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad899fc0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8d7870
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8670f0
     0.22%     0.00%  python3  [unknown]             [.] 0x000055f406dcd350
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8bcfd0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad87e970
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8d7570
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad89d980
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad893730
     0.22%     0.00%  python3  [unknown]             [.] 0x000055f406dcc050
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8d7330
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad89d9d0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad893690
     0.22%     0.00%  python3  [unknown]             [.] 0x000055f406dcbc80
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8d71b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8949b0
     0.22%     0.00%  python3  [unknown]             [.] 0x000055f406dcb8b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad89da70
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8957b0
     0.22%     0.00%  python3  [unknown]             [.] 0x000055f406dcac10
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad89dac0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8940f0
     0.22%     0.00%  python3  [unknown]             [.] 0x000055f406dca530
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad89db60
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8767b0
     0.22%     0.00%  python3  [unknown]             [.] 0x000055f406dc9830
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad89dc00
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad895370
     0.22%     0.00%  python3  [unknown]             [.] 0x000055f406dc9150
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8975f0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad88fdb0
     0.22%     0.00%  python3  [unknown]             [.] 0x000055f406dc8a70
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad89d5c0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad88d3f0
     0.22%     0.00%  python3  [unknown]             [.] 0x000055f406dc8390
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8942c0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad89c4e0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad87ea10
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad87eab0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad87eb50
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad87ebf0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad87ec90
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad87ed30
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad87edd0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad87ee70
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad87ef10
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad87df70
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad83baf0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad89c440
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8762f0
     0.22%     0.00%  python3  [unknown]             [.] 0x000055f406db8240
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad86c940
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad88efb0
     0.22%     0.00%  python3  [unknown]             [.] 0x000055f406dba860
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad897fb0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad89dca0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8977b0
     0.22%     0.00%  python3  [unknown]             [.] 0x000055f406db7e70
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad89d7a0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8976b0
     0.22%     0.00%  python3  [unknown]             [.] 0x000055f406db7aa0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad87de30
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad87dc50
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad87e1f0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad87d9d0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad87d430
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad87dd90
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad87dcf0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad87fa50
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad88f130
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8d4eb0
     0.22%     0.00%  python3  [unknown]             [k] 0x00007f5dae154ea8
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5daddaf8bb
     0.22%     0.00%  python3  [unknown]             [.] 0x000055f406db70b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad89df70
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad896db0
     0.22%     0.00%  python3  [unknown]             [.] 0x000055f406db1a60
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad87faf0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dae15ce30
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad7c9e00
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad8e7440
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dad9b1c40
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dae05b000
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dae05b480
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dae05e380
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5dae05e6c0
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5dadcfa8f6
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5dadcfa96f
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5dadcfb5cd
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5dadcfe9ac
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5dadd6034a
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5dadd9b270
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5dadda731b
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5daddabad4
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5daddaf86b
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5daddb1b9b
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5daddbb0d7
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5daddbb281
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5daddcf31a
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5dadde5117
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5dadeb70b0
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5dadeba754
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5dadebb344
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5e7ccfa8f6
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5e7ccfa934
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5e7ccfac43
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5e7ccfc698
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5e7cd98b44
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5e7cdba841
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5e7cdc2a46
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5e7cdf8a2a
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5e7ce8fc83
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5e7ceba754
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5e7cebb348
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5e7cebb432
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f5e7cebcec5
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f70e56d36e0
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f70e54fb5cd
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f70e54feb04
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f70e55019df
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f70e55054e2
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f70e5595566
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f70e5599a04
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f70e55ac261
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f70e55b9198
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f70e55bc52e
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f70e55bf44c
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f70e55caf12
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f70e55cca2b
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f70e568ce13
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f70e56bb763
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f8b900ba1d0
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f8b8ffaf8bb
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f8b8fefc76e
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f8b8feff62e
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f8b8ff58b9c
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f8b8ff5b87f
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f8b8ffaa039
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f8b8ffabad4
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f8b8ffafae6
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f8b8ffb2054
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007f8b900bb344
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa3544ba1d0
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa3542fa8dd
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa3542fcb01
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa354300236
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa354365061
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa3543af857
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa3543c7187
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa354475300
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa3544ba754
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa3544ba7a4
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa3544bb344
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa3544bb375
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa3544bcc52
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5fc0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5f70
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5f20
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5ed0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5e80
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5e30
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5de0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5d90
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5d40
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5cf0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5ca0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5c50
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5c00
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5bb0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5b60
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5b10
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5ac0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5a70
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5a20
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d59d0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5980
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5930
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d58e0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5890
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5840
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d57f0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d57a0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5750
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5700
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d56b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5660
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5610
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d55c0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5570
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5520
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d54d0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5480
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5430
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d53e0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5390
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5340
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c9830
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d52a0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5250
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5200
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d51b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5160
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5110
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c9730
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5070
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c96b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c9630
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c95f0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c95b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c9530
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c94b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d5020
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4fd0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4f80
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4f30
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4ee0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4e90
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4e40
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4df0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4da0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c9430
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c93f0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c9370
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c9330
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c92f0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c92b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c9270
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c9230
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c91f0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c91b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c9170
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c9130
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c90b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c9030
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c8ff0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c8f70
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c8ef0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c8e70
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4c10
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4bc0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4b70
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4b20
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4ad0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4a80
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4a30
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d49e0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4990
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4940
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d48f0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d48a0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4850
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4800
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d47b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c8d70
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c8d30
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4710
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d46c0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4670
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d45d0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4580
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4530
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d44e0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4490
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4440
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d43f0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d43a0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4350
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4300
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d42b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4260
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4210
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d41c0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4170
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4120
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa6b6c16a50
     0.22%     0.00%  python3  [unknown]             [k] 0x00007fa6b6300000
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d40d0
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa6b6baf670
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66d4080
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c8bb0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c8070
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b66c8030
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b6e5b000
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b6f5ce48
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b6588030
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b666cb80
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b6e4b5c0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa6b6e5e380
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa6b6afa8ed
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa6b6afa8f6
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa6b6afda9c
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa6b6b006b1
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa6b6b04d1f
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa6b6b5b433
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa6b6b5b821
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa6b6b94cb2
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa6b6b98873
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa6b6ba9e17
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa6b6babe9b
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa6b6bac261
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa6b6baf240
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa6b6baf844
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa6b6bbf0a9
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa6b6bc70a6
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa6b6bff9db
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa6b6c769c1
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa6b6cba783
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fa6b6cba7f4
     0.22%     0.00%  python3  [unknown]             [.] 0x8948555374400000
     0.22%     0.00%  python3  [unknown]             [.] 0x00000000000056e7
     0.22%     0.00%  python3  [unknown]             [.] 0x0000000000010505
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fd4872fa98b
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fd4872fd62e
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fd487300686
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fd487340b31
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fd487358b9c
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fd48738efe2
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fd487394ee7
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fd4873a9df0
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fd4873bba89
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fd4873be5d0
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fd4873c2247
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fd4874002ac
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fd48740dff1
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fd48746f319
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fd48747af42
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fd4874ba754
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fd4874ba7a4
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fd4874bb5b6
     0.22%     0.00%  python3  libpython3.11.so.1.0  [.] 0x00007fd4874d0483
     0.22%     0.00%  python3  [unknown]             [.] 0x0000000000010404
     0.22%     0.00%  python3  [unknown]             [.] 0x00000000001f4b30
     0.22%     0.00%  python3  [unknown]             [.] 0x0000000066010404
     0.22%     0.00%  python3  [unknown]             [.] 0x0000000100010000
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3dbb2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3db12
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3da72
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3d9d2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3d932
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3d892
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3d7f2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3d752
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3d6b2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3d572
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3d4d2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3d432
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3d392
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3d2f2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3d252
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3d1b2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3d112
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3d072
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3cfd2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3cf32
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3ce92
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e510bd22
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e510bcf2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e510bcc2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e510bc92
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e510bc62
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e510bc32
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3ca32
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3c992
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e51175a2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e5116e72
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e5116ce2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e51164c2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f36872
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f35272
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f35232
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f35172
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f35132
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f350b2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e506a2f2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e5106832
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f48ef2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f48cf2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f48e32
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f40992
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f48cb2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f489f2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f48b32
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f48932
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f37af2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f37372
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f379b2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f400c2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f37732
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f37332
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f375b2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f37272
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f36f72
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e510be12
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f36e72
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e510bd52
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f36132
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f35f32
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f23c32
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f22b72
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f36bb2
     0.22%     0.00%  python3  [unknown]             [.] 0x000055b2bfdd09b2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f30442
     0.22%     0.00%  python3  [unknown]             [.] 0x000055b2bfdcd0a2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e50eba52
     0.22%     0.00%  python3  [unknown]             [.] 0x000055b2bfdcccd2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f350f2
     0.22%     0.00%  python3  [unknown]             [.] 0x000055b2bfdcc902
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f34ff2
     0.22%     0.00%  python3  [unknown]             [.] 0x000055b2bfdcc532
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f34f72
     0.22%     0.00%  python3  [unknown]             [.] 0x000055b2bfdc74b2
     0.22%     0.00%  python3  [unknown]             [.] 0x000055b2bfdcbe52
     0.22%     0.00%  python3  [unknown]             [.] 0x000055b2bfdcba82
     0.22%     0.00%  python3  [unknown]             [.] 0x000055b2bfdcb6b2
     0.22%     0.00%  python3  [unknown]             [.] 0x000055b2bfdcaf82
     0.22%     0.00%  python3  [unknown]             [.] 0x000055b2bfdca592
     0.22%     0.00%  python3  [unknown]             [.] 0x000055b2bfdc96a2
     0.22%     0.00%  python3  [unknown]             [.] 0x000055b2bfdc8fc2
     0.22%     0.00%  python3  [unknown]             [.] 0x000055b2bfdc8bf2
     0.22%     0.00%  python3  [unknown]             [.] 0x000055b2bfdc8802
     0.22%     0.00%  python3  [unknown]             [.] 0x000055b2bfdc8432
     0.22%     0.00%  python3  [unknown]             [.] 0x000055b2bfdc8062
     0.22%     0.00%  python3  [unknown]             [.] 0x000055b2bfdc70e2
     0.22%     0.00%  python3  [unknown]             [.] 0x000055b2bfdc66f2
     0.22%     0.00%  python3  [unknown]             [.] 0x000055b2bfdc6322
     0.22%     0.00%  python3  [unknown]             [.] 0x0000010000013372
     0.22%     0.00%  python3  [unknown]             [.] 0x00001af000000000
     0.22%     0.00%  python3  [unknown]             [.] 0x000055b2bfd09630
     0.22%     0.00%  python3  [unknown]             [.] 0x00005603f93b2a70
     0.22%     0.00%  python3  [unknown]             [k] 0x0000561e0d86c0a0
     0.22%     0.00%  python3  [unknown]             [.] 0x0000564a14991020
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f0b05879c40
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f0b058df080
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f0b06057340
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f0b06057ce0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f0b0605bc00
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f0b0605ea00
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2dfc0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2df70
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2df20
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2ded0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2de80
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2de30
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2dde0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2dd90
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2dd40
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2dcf0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2dca0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2dc50
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2dc00
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2dbb0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2db60
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2db10
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2dac0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2da70
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2da20
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d9d0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d980
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d930
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d8e0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d890
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d840
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d7f0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d7a0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d750
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d700
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d6b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d660
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d610
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d5c0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d570
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d520
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d4d0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d480
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d430
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d3e0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d390
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d340
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b21830
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d2a0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d250
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d200
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d1b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d160
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d110
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b21730
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d070
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b216b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b21630
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b215f0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b215b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b21530
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b214b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2d020
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2cfd0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2cf80
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2cf30
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2cee0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2ce90
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2ce40
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2cdf0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2cda0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b21430
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b213f0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b21370
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b21330
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b212f0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b212b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b21270
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b21230
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b211f0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b211b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b21170
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b21130
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b210b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b21030
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b20ff0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b20f70
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b20ef0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b20e70
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2cc10
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2cbc0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2cb70
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2cb20
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2cad0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2ca80
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2ca30
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c9e0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c990
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c940
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c8f0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c8a0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c850
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c800
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c7b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b20d70
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b20d30
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c710
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c6c0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c670
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c5d0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c580
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c530
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c4e0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c490
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c440
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c3f0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c3a0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c350
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c300
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c2b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c260
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c210
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c1c0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c170
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c120
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c0d0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b2c080
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b20bb0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b20070
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c65b20030
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c6635ce48
     0.22%     0.00%  python3  [unknown]             [.] 0x5f77656e5f5f2e65
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c657bad30
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c6593b2c0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c66249b00
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c66258ea0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f2c6625b480
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f3685456240
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f3684b24780
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f36853902af
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f368545d040
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f3685470180
     0.22%     0.00%  python3  [unknown]             [k] 0x00007f4c1d69dc70
     0.22%     0.00%  python3  [unknown]             [k] 0x00007f4c1e1550a8
     0.22%     0.00%  python3  [unknown]             [k] 0x00007f5e7d05e380
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5e7c78a240
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f5e7c8d1c40
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f46472
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f463d2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f46332
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3c672
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e50fba52
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f23eb2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f213f2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e51066b2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e5106732
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e5106532
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e5105eb2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e5106032
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f4a772
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f4a732
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f4c032
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f29292
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f33cd2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f48972
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f484f2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f336e2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f28cf2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f33462
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f372b2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f36172
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f36eb2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f36232
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f35f72
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3c5d2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3c532
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3c492
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3c3f2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3c352
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3c2b2
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3c212
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e4f3c032
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e5077180
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e5858ea0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f70e5861860
     0.22%     0.00%  python3  [unknown]             [k] 0x00007f8b8f80f000
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f8b8fad1c40
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f8b8fadd680
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f8b90257340
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f8b90257ce0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f8b9025b480
     0.22%     0.00%  python3  [unknown]             [.] 0x00007f8b9025ea00
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5fc0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5f70
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5f20
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5ed0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5e80
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5e30
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5de0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5d90
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5d40
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5cf0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5ca0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5c50
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5c00
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5bb0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5b60
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5b10
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5ac0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5a70
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5a20
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df59d0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5980
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5930
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df58e0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5890
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5840
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df57f0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df57a0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5750
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5700
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df56b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5660
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5610
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df55c0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5570
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5520
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df54d0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5480
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5430
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df53e0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5390
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5340
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de9830
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df52a0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5250
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5200
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df51b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5160
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5110
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de9730
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5070
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de96b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de9630
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de95f0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de95b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de9530
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de94b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df5020
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4fd0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4f80
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4f30
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4ee0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4e90
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4e40
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4df0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4da0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de9430
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de93f0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de9370
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de9330
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de92f0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de92b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de9270
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de9230
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de91f0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de91b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de9170
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de9130
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de90b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de9030
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de8ff0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de8f70
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de8ef0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de8e70
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4c10
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4bc0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4b70
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4b20
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4ad0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4a80
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4a30
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df49e0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4990
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4940
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df48f0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df48a0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4850
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4800
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df47b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de8d70
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de8d30
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4710
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df46c0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4670
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df45d0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4580
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4530
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df44e0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4490
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4440
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df43f0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df43a0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4350
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4300
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df42b0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4260
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4210
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df41c0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4170
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4120
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df40d0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353df4080
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de8bb0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de8070
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353de8030
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa35475ce48
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353e79c40
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353e85680
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa353ec0a80
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fa35465e380
     0.22%     0.00%  python3  [unknown]             [k] 0x00007fd48766dc20
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fd487661860
     0.22%     0.00%  python3  [unknown]             [.] 0x6d00202c005b005f
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fd486a31020
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fd486cc9e00
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fd486de4080
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fd48753e30c
     0.22%     0.00%  python3  [unknown]             [.] 0x00007fd487657ce0
     0.22%     0.00%  python3  [unknown]             [.] 0x00007ffea7a2f500
     0.22%     0.00%  python3  [unknown]             [.] 0x5f5f627573695f5f
     0.22%     0.00%  python3  [unknown]             [.] 0x646165722e656c69
     0.22%     0.00%  seq      libc.so.6             [.] 0x00007fdc1c42240e
     0.22%     0.00%  seq      [kernel.kallsyms]     [k] 0xffffffff81000c82
     0.22%     0.00%  seq      [kernel.kallsyms]     [k] 0xffffffff82242576
     0.22%     0.00%  seq      [kernel.kallsyms]     [k] 0xffffffff8160a9f3
     0.22%     0.00%  seq      [kernel.kallsyms]     [k] 0xffffffff8160a1aa
     0.22%     0.00%  seq      [unknown]             [k] 0xdfdfdfdfdfdfdfdf


#
# (Tip: If you have debuginfo enabled, try: perf report -s sym,srcline)
#
