# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 94  of event 'cpu-clock'
# Event count (approx.): 626666604
#
# Children      Self  Command          Shared Object                        Symbol                
# ........  ........  ...............  ...................................  ......................
#
    20.21%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff81000130
            |
            ---0xffffffff81000130
               |          
               |--19.15%--0xffffffff821ed511
               |          |          
               |          |--10.64%--0xffffffff816b9706
               |          |          0xffffffff816b8aab
               |          |          0xffffffff817788e5
               |          |          0xffffffff816f792b
               |          |          |          
               |          |          |--8.51%--0xffffffff816f7657
               |          |          |          0xffffffff81442bb4
               |          |          |          0xffffffff816f6fe1
               |          |          |          |          
               |          |          |          |--2.13%--0xffffffff821e396b
               |          |          |          |          
               |          |          |          |--2.13%--0xffffffff821e3558
               |          |          |          |          
               |          |          |          |--1.06%--0xffffffff821e38df
               |          |          |          |          0xffffffff821ddaa7
               |          |          |          |          
               |          |          |          |--1.06%--0xffffffff821e362c
               |          |          |          |          
               |          |          |          |--1.06%--0xffffffff821e3572
               |          |          |          |          
               |          |          |           --1.06%--0xffffffff821e3552
               |          |          |                     0xffffffff821df5f0
               |          |          |          
               |          |          |--1.06%--0xffffffff816f768c
               |          |          |          0xffffffff81443268
               |          |          |          
               |          |           --1.06%--0xffffffff816f74c2
               |          |          
               |          |--4.26%--0xffffffff815f0cb8
               |          |          0xffffffff815b9a34
               |          |          0xffffffff815f1c64
               |          |          |          
               |          |          |--2.13%--0xffffffff8160ef9d
               |          |          |          |          
               |          |          |          |--1.06%--0xffffffff8160dc62
               |          |          |          |          0xffffffff8160db1f
               |          |          |          |          0xffffffff8160d5b9
               |          |          |          |          0xffffffff821d3cb9
               |          |          |          |          0xffffffff821c7912
               |          |          |          |          0xffffffff821c7568
               |          |          |          |          0xffffffff821c5404
               |          |          |          |          
               |          |          |           --1.06%--0xffffffff8160dbe3
               |          |          |                     0xffffffff8160dad7
               |          |          |                     0xffffffff8160d365
               |          |          |                     0xffffffff815d2e66
               |          |          |          
               |          |          |--1.06%--0xffffffff8160f449
               |          |          |          0xffffffff821ceedf
               |          |          |          0xffffffff81636443
               |          |          |          
               |          |           --1.06%--0xffffffff8160f3c3
               |          |                     0xffffffff815dd53a
               |          |                     0xffffffff816367c4
               |          |                     0xffffffff81690a32
               |          |          
               |          |--2.13%--0xffffffff816b57dd
               |          |          0xffffffff816b531e
               |          |          0xffffffff816d2183
               |          |          |          
               |          |          |--1.06%--0xffffffff816d11d7
               |          |          |          0xffffffff816caf85
               |          |          |          
               |          |           --1.06%--0xffffffff816d0eb4
               |          |          
               |           --2.13%--0xffffffff8124a526
               |                     0xffffffff8135e294
               |                     0xffffffff8135e1e9
               |                     |          
               |                     |--1.06%--0xffffffff8135dd8b
               |                     |          0xffffffff81d04e82
               |                     |          
               |                      --1.06%--0xffffffff8135d887
               |                                0xffffffff813533d1
               |                                0xffffffff815f2ca5
               |                                0xffffffff815e2804
               |                                0xffffffff815e19d9
               |          
                --1.06%--0xffffffff821ed4e6

    19.15%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff821ed511
            |
            ---0xffffffff821ed511
               |          
               |--10.64%--0xffffffff816b9706
               |          0xffffffff816b8aab
               |          0xffffffff817788e5
               |          0xffffffff816f792b
               |          |          
               |          |--8.51%--0xffffffff816f7657
               |          |          0xffffffff81442bb4
               |          |          0xffffffff816f6fe1
               |          |          |          
               |          |          |--2.13%--0xffffffff821e396b
               |          |          |          
               |          |          |--2.13%--0xffffffff821e3558
               |          |          |          
               |          |          |--1.06%--0xffffffff821e38df
               |          |          |          0xffffffff821ddaa7
               |          |          |          
               |          |          |--1.06%--0xffffffff821e362c
               |          |          |          
               |          |          |--1.06%--0xffffffff821e3572
               |          |          |          
               |          |           --1.06%--0xffffffff821e3552
               |          |                     0xffffffff821df5f0
               |          |          
               |          |--1.06%--0xffffffff816f768c
               |          |          0xffffffff81443268
               |          |          
               |           --1.06%--0xffffffff816f74c2
               |          
               |--4.26%--0xffffffff815f0cb8
               |          0xffffffff815b9a34
               |          0xffffffff815f1c64
               |          |          
               |          |--2.13%--0xffffffff8160ef9d
               |          |          |          
               |          |          |--1.06%--0xffffffff8160dc62
               |          |          |          0xffffffff8160db1f
               |          |          |          0xffffffff8160d5b9
               |          |          |          0xffffffff821d3cb9
               |          |          |          0xffffffff821c7912
               |          |          |          0xffffffff821c7568
               |          |          |          0xffffffff821c5404
               |          |          |          
               |          |           --1.06%--0xffffffff8160dbe3
               |          |                     0xffffffff8160dad7
               |          |                     0xffffffff8160d365
               |          |                     0xffffffff815d2e66
               |          |          
               |          |--1.06%--0xffffffff8160f449
               |          |          0xffffffff821ceedf
               |          |          0xffffffff81636443
               |          |          
               |           --1.06%--0xffffffff8160f3c3
               |                     0xffffffff815dd53a
               |                     0xffffffff816367c4
               |                     0xffffffff81690a32
               |          
               |--2.13%--0xffffffff816b57dd
               |          0xffffffff816b531e
               |          0xffffffff816d2183
               |          |          
               |          |--1.06%--0xffffffff816d11d7
               |          |          0xffffffff816caf85
               |          |          
               |           --1.06%--0xffffffff816d0eb4
               |          
                --2.13%--0xffffffff8124a526
                          0xffffffff8135e294
                          0xffffffff8135e1e9
                          |          
                          |--1.06%--0xffffffff8135dd8b
                          |          0xffffffff81d04e82
                          |          
                           --1.06%--0xffffffff8135d887
                                     0xffffffff813533d1
                                     0xffffffff815f2ca5
                                     0xffffffff815e2804
                                     0xffffffff815e19d9

    12.77%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff81000c82
            |
            ---0xffffffff81000c82
               |          
               |--10.64%--0xffffffff821f3046
               |          0xffffffff815ec9d0
               |          |          
               |          |--7.45%--0xffffffff815ec1ac
               |          |          |          
               |          |          |--2.13%--0xffffffff815e5071
               |          |          |          0xffffffff815e493f
               |          |          |          0xffffffff815fd678
               |          |          |          0xffffffff822016f7
               |          |          |          
               |          |          |--2.13%--0xffffffff815e500a
               |          |          |          0xffffffff815ddc04
               |          |          |          0xffffffff81590b8a
               |          |          |          0xffffffff8159007d
               |          |          |          |          
               |          |          |          |--1.06%--0xffffffff8158ff22
               |          |          |          |          
               |          |          |           --1.06%--0xffffffff8158fef9
               |          |          |                     0xffffffff821e5ae3
               |          |          |          
               |          |          |--1.06%--0xffffffff815e4e4c
               |          |          |          0xffffffff8158c7c0
               |          |          |          
               |          |          |--1.06%--0xffffffff815e4bff
               |          |          |          0xffffffff81691560
               |          |          |          
               |          |           --1.06%--0xffffffff815e4bde
               |          |                     0xffffffff8165bc61
               |          |                     0xffffffff81658d16
               |          |                     0xffffffff8161f693
               |          |                     0xffffffff8161cbfe
               |          |                     0xffffffff8161a579
               |          |                     0xffffffff81b98907
               |          |          
               |          |--2.13%--0xffffffff815ec3ce
               |          |          |          
               |          |          |--1.06%--0xffffffff815e9f84
               |          |          |          
               |          |           --1.06%--0xffffffff815e9f80
               |          |          
               |           --1.06%--0xffffffff815ec3aa
               |                     0xffffffff815e352f
               |                     0xffffffff815fd678
               |                     0xffffffff822016f7
               |          
                --2.13%--0xffffffff821f2fa7

    10.64%    10.64%  cpu-loop         cpu-loop                             [.] leaf
            |
            ---0x7f7963f2924a
               main
               |          
               |--8.51%--middle
               |          leaf
               |          
                --2.13%--leaf

    10.64%     0.00%  cpu-loop         libc.so.6                            [.] 0x00007f7963f2924a
            |
            ---0x7f7963f2924a
               main
               |          
               |--8.51%--middle
               |          leaf
               |          
                --2.13%--leaf

    10.64%     0.00%  cpu-loop         cpu-loop                             [.] main
            |
            ---main
               |          
               |--8.51%--middle
               |          leaf
               |          
                --2.13%--leaf

    10.64%     0.00%  perf             [unknown]                            [k] 0000000000000000
            |
            ---0
               |          
               |--1.06%--0x565208980596
               |          
               |--1.06%--0x7ff0ee62fc1a
               |          
               |--1.06%--0x7f9fe0260109
               |          0xffffffff81000c82
               |          0xffffffff821f3046
               |          0xffffffff815ec9d0
               |          0xffffffff815ec3ce
               |          0xffffffff815e9f80
               |          
               |--1.06%--0x7f3d8a4b6109
               |          0xffffffff81000c82
               |          0xffffffff821f3046
               |          0xffffffff815ec9d0
               |          0xffffffff815ec3ce
               |          0xffffffff815e9f84
               |          
               |--1.06%--0x7ff192aca8a8
               |          0x7ff192a9e0c5
               |          0x7ff192ab6ca3
               |          0xffffffff81000130
               |          0xffffffff821ed511
               |          0xffffffff815f0cb8
               |          0xffffffff815b9a34
               |          0xffffffff815f1c64
               |          0xffffffff8160f3c3
               |          0xffffffff815dd53a
               |          0xffffffff816367c4
               |          0xffffffff81690a32
               |          
               |--1.06%--0x7fb0ddb428a8
               |          0x7fb0ddb160c5
               |          0x7fb0ddb2eca3
               |          0xffffffff81000130
               |          0xffffffff821ed511
               |          0xffffffff815f0cb8
               |          0xffffffff815b9a34
               |          0xffffffff815f1c64
               |          0xffffffff8160ef9d
               |          0xffffffff8160dc62
               |          0xffffffff8160db1f
               |          0xffffffff8160d5b9
               |          0xffffffff821d3cb9
               |          0xffffffff821c7912
               |          0xffffffff821c7568
               |          0xffffffff821c5404
               |          
               |--1.06%--0x7f9d384538a8
               |          0x7f9d3842722a
               |          0x7f9d3843fb1d
               |          0xffffffff81000130
               |          0xffffffff821ed511
               |          0xffffffff816b57dd
               |          0xffffffff816b531e
               |          0xffffffff816d2183
               |          0xffffffff816d11d7
               |          0xffffffff816caf85
               |          
               |--1.06%--0x7f95825018a8
               |          0x7f95824d50c5
               |          0x7f95824edca3
               |          0xffffffff81000130
               |          0xffffffff821ed511
               |          0xffffffff815f0cb8
               |          0xffffffff815b9a34
               |          0xffffffff815f1c64
               |          0xffffffff8160f449
               |          0xffffffff821ceedf
               |          0xffffffff81636443
               |          
               |--1.06%--0x7f55c3d568a8
               |          0x7f55c3d2a0c5
               |          0x7f55c3d42ca3
               |          0xffffffff81000130
               |          0xffffffff821ed511
               |          0xffffffff815f0cb8
               |          0xffffffff815b9a34
               |          0xffffffff815f1c64
               |          0xffffffff8160ef9d
               |          0xffffffff8160dbe3
               |          0xffffffff8160dad7
               |          0xffffffff8160d365
               |          0xffffffff815d2e66
               |          
                --1.06%--0x7f3d8b1a78a8
                          0x7f3d8b17b0c5
                          0x7f3d8b179df9
                          0xffffffff81000c82
                          0xffffffff821f2fa7

    10.64%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff821f3046
            |
            ---0xffffffff821f3046
               0xffffffff815ec9d0
               |          
               |--7.45%--0xffffffff815ec1ac
               |          |          
               |          |--2.13%--0xffffffff815e5071
               |          |          0xffffffff815e493f
               |          |          0xffffffff815fd678
               |          |          0xffffffff822016f7
               |          |          
               |          |--2.13%--0xffffffff815e500a
               |          |          0xffffffff815ddc04
               |          |          0xffffffff81590b8a
               |          |          0xffffffff8159007d
               |          |          |          
               |          |          |--1.06%--0xffffffff8158ff22
               |          |          |          
               |          |           --1.06%--0xffffffff8158fef9
               |          |                     0xffffffff821e5ae3
               |          |          
               |          |--1.06%--0xffffffff815e4e4c
               |          |          0xffffffff8158c7c0
               |          |          
               |          |--1.06%--0xffffffff815e4bff
               |          |          0xffffffff81691560
               |          |          
               |           --1.06%--0xffffffff815e4bde
               |                     0xffffffff8165bc61
               |                     0xffffffff81658d16
               |                     0xffffffff8161f693
               |                     0xffffffff8161cbfe
               |                     0xffffffff8161a579
               |                     0xffffffff81b98907
               |          
               |--2.13%--0xffffffff815ec3ce
               |          |          
               |          |--1.06%--0xffffffff815e9f84
               |          |          
               |           --1.06%--0xffffffff815e9f80
               |          
                --1.06%--0xffffffff815ec3aa
                          0xffffffff815e352f
                          0xffffffff815fd678
                          0xffffffff822016f7

    10.64%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff815ec9d0
            |
            ---0xffffffff815ec9d0
               |          
               |--7.45%--0xffffffff815ec1ac
               |          |          
               |          |--2.13%--0xffffffff815e5071
               |          |          0xffffffff815e493f
               |          |          0xffffffff815fd678
               |          |          0xffffffff822016f7
               |          |          
               |          |--2.13%--0xffffffff815e500a
               |          |          0xffffffff815ddc04
               |          |          0xffffffff81590b8a
               |          |          0xffffffff8159007d
               |          |          |          
               |          |          |--1.06%--0xffffffff8158ff22
               |          |          |          
               |          |           --1.06%--0xffffffff8158fef9
               |          |                     0xffffffff821e5ae3
               |          |          
               |          |--1.06%--0xffffffff815e4e4c
               |          |          0xffffffff8158c7c0
               |          |          
               |          |--1.06%--0xffffffff815e4bff
               |          |          0xffffffff81691560
               |          |          
               |           --1.06%--0xffffffff815e4bde
               |                     0xffffffff8165bc61
               |                     0xffffffff81658d16
               |                     0xffffffff8161f693
               |                     0xffffffff8161cbfe
               |                     0xffffffff8161a579
               |                     0xffffffff81b98907
               |          
               |--2.13%--0xffffffff815ec3ce
               |          |          
               |          |--1.06%--0xffffffff815e9f84
               |          |          
               |           --1.06%--0xffffffff815e9f80
               |          
                --1.06%--0xffffffff815ec3aa
                          0xffffffff815e352f
                          0xffffffff815fd678
                          0xffffffff822016f7

    10.64%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff816b9706
            |
            ---0xffffffff816b9706
               0xffffffff816b8aab
               0xffffffff817788e5
               0xffffffff816f792b
               |          
               |--8.51%--0xffffffff816f7657
               |          0xffffffff81442bb4
               |          0xffffffff816f6fe1
               |          |          
               |          |--2.13%--0xffffffff821e396b
               |          |          
               |          |--2.13%--0xffffffff821e3558
               |          |          
               |          |--1.06%--0xffffffff821e38df
               |          |          0xffffffff821ddaa7
               |          |          
               |          |--1.06%--0xffffffff821e362c
               |          |          
               |          |--1.06%--0xffffffff821e3572
               |          |          
               |           --1.06%--0xffffffff821e3552
               |                     0xffffffff821df5f0
               |          
               |--1.06%--0xffffffff816f768c
               |          0xffffffff81443268
               |          
                --1.06%--0xffffffff816f74c2

    10.64%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff816b8aab
            |
            ---0xffffffff816b8aab
               0xffffffff817788e5
               0xffffffff816f792b
               |          
               |--8.51%--0xffffffff816f7657
               |          0xffffffff81442bb4
               |          0xffffffff816f6fe1
               |          |          
               |          |--2.13%--0xffffffff821e396b
               |          |          
               |          |--2.13%--0xffffffff821e3558
               |          |          
               |          |--1.06%--0xffffffff821e38df
               |          |          0xffffffff821ddaa7
               |          |          
               |          |--1.06%--0xffffffff821e362c
               |          |          
               |          |--1.06%--0xffffffff821e3572
               |          |          
               |           --1.06%--0xffffffff821e3552
               |                     0xffffffff821df5f0
               |          
               |--1.06%--0xffffffff816f768c
               |          0xffffffff81443268
               |          
                --1.06%--0xffffffff816f74c2

    10.64%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff817788e5
            |
            ---0xffffffff817788e5
               0xffffffff816f792b
               |          
               |--8.51%--0xffffffff816f7657
               |          0xffffffff81442bb4
               |          0xffffffff816f6fe1
               |          |          
               |          |--2.13%--0xffffffff821e396b
               |          |          
               |          |--2.13%--0xffffffff821e3558
               |          |          
               |          |--1.06%--0xffffffff821e38df
               |          |          0xffffffff821ddaa7
               |          |          
               |          |--1.06%--0xffffffff821e362c
               |          |          
               |          |--1.06%--0xffffffff821e3572
               |          |          
               |           --1.06%--0xffffffff821e3552
               |                     0xffffffff821df5f0
               |          
               |--1.06%--0xffffffff816f768c
               |          0xffffffff81443268
               |          
                --1.06%--0xffffffff816f74c2

    10.64%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff816f792b
            |
            ---0xffffffff816f792b
               |          
               |--8.51%--0xffffffff816f7657
               |          0xffffffff81442bb4
               |          0xffffffff816f6fe1
               |          |          
               |          |--2.13%--0xffffffff821e396b
               |          |          
               |          |--2.13%--0xffffffff821e3558
               |          |          
               |          |--1.06%--0xffffffff821e38df
               |          |          0xffffffff821ddaa7
               |          |          
               |          |--1.06%--0xffffffff821e362c
               |          |          
               |          |--1.06%--0xffffffff821e3572
               |          |          
               |           --1.06%--0xffffffff821e3552
               |                     0xffffffff821df5f0
               |          
               |--1.06%--0xffffffff816f768c
               |          0xffffffff81443268
               |          
                --1.06%--0xffffffff816f74c2

     9.57%     0.00%  record_prog      record_prog                          [.] 0x00000000004013ba
            |
            ---0x4013ba
               |          
               |--4.26%--0x401394
               |          |          
               |           --1.06%--0xffffffff81000e06
               |                     0xffffffff821f3a46
               |                     0xffffffff815874c8
               |                     0xffffffff821ea1d7
               |          
               |--3.19%--0x401387
               |          
                --2.13%--0x40137c

     8.51%     0.00%  cpu-loop         cpu-loop                             [.] middle
            |
            ---middle
               leaf

     8.51%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff816f7657
            |
            ---0xffffffff816f7657
               0xffffffff81442bb4
               0xffffffff816f6fe1
               |          
               |--2.13%--0xffffffff821e396b
               |          
               |--2.13%--0xffffffff821e3558
               |          
               |--1.06%--0xffffffff821e38df
               |          0xffffffff821ddaa7
               |          
               |--1.06%--0xffffffff821e362c
               |          
               |--1.06%--0xffffffff821e3572
               |          
                --1.06%--0xffffffff821e3552
                          0xffffffff821df5f0

     8.51%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff81442bb4
            |
            ---0xffffffff81442bb4
               0xffffffff816f6fe1
               |          
               |--2.13%--0xffffffff821e396b
               |          
               |--2.13%--0xffffffff821e3558
               |          
               |--1.06%--0xffffffff821e38df
               |          0xffffffff821ddaa7
               |          
               |--1.06%--0xffffffff821e362c
               |          
               |--1.06%--0xffffffff821e3572
               |          
                --1.06%--0xffffffff821e3552
                          0xffffffff821df5f0

     8.51%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff816f6fe1
            |
            ---0xffffffff816f6fe1
               |          
               |--2.13%--0xffffffff821e396b
               |          
               |--2.13%--0xffffffff821e3558
               |          
               |--1.06%--0xffffffff821e38df
               |          0xffffffff821ddaa7
               |          
               |--1.06%--0xffffffff821e362c
               |          
               |--1.06%--0xffffffff821e3572
               |          
                --1.06%--0xffffffff821e3552
                          0xffffffff821df5f0

     8.51%     0.00%  record_prog      libc.so.6                            [.] 0x00007f96b72e41f5
            |
            ---0x7f96b72e41f5
               0x4013ba
               |          
               |--3.19%--0x401394
               |          |          
               |           --1.06%--0xffffffff81000e06
               |                     0xffffffff821f3a46
               |                     0xffffffff815874c8
               |                     0xffffffff821ea1d7
               |          
               |--3.19%--0x401387
               |          
                --2.13%--0x40137c

     7.45%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff815ec1ac
            |
            ---0xffffffff815ec1ac
               |          
               |--2.13%--0xffffffff815e5071
               |          0xffffffff815e493f
               |          0xffffffff815fd678
               |          0xffffffff822016f7
               |          
               |--2.13%--0xffffffff815e500a
               |          0xffffffff815ddc04
               |          0xffffffff81590b8a
               |          0xffffffff8159007d
               |          |          
               |          |--1.06%--0xffffffff8158ff22
               |          |          
               |           --1.06%--0xffffffff8158fef9
               |                     0xffffffff821e5ae3
               |          
               |--1.06%--0xffffffff815e4e4c
               |          0xffffffff8158c7c0
               |          
               |--1.06%--0xffffffff815e4bff
               |          0xffffffff81691560
               |          
                --1.06%--0xffffffff815e4bde
                          0xffffffff8165bc61
                          0xffffffff81658d16
                          0xffffffff8161f693
                          0xffffffff8161cbfe
                          0xffffffff8161a579
                          0xffffffff81b98907

     6.38%     0.00%  perf             libc.so.6                            [.] 0x00007facf80362ad
            |
            ---0x7facf80362ad
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b9706
               0xffffffff816b8aab
               0xffffffff817788e5
               0xffffffff816f792b
               |          
               |--4.26%--0xffffffff816f7657
               |          0xffffffff81442bb4
               |          0xffffffff816f6fe1
               |          |          
               |          |--1.06%--0xffffffff821e38df
               |          |          0xffffffff821ddaa7
               |          |          
               |          |--1.06%--0xffffffff821e362c
               |          |          
               |          |--1.06%--0xffffffff821e3572
               |          |          
               |           --1.06%--0xffffffff821e3552
               |                     0xffffffff821df5f0
               |          
               |--1.06%--0xffffffff816f768c
               |          0xffffffff81443268
               |          
                --1.06%--0xffffffff816f74c2

     6.38%     0.00%  record_prog      libc.so.6                            [.] 0x00007f1d6d52f24a
            |
            ---0x7f1d6d52f24a
               |          
               |--2.13%--0x40124b
               |          
               |--1.06%--0x40128b
               |          
               |--1.06%--0x40127e
               |          
               |--1.06%--0x401258
               |          
                --1.06%--0x401251

     5.32%     0.00%  bash             [kernel.kallsyms]                    [k] 0xffffffff81000130
            |
            ---0xffffffff81000130
               0xffffffff821ed511
               |          
               |--2.13%--0xffffffff816c5ee4
               |          0xffffffff816c4e96
               |          0xffffffff816c381f
               |          0xffffffff817536bc
               |          0xffffffff816c5549
               |          0xffffffff813533d1
               |          |          
               |          |--1.06%--0xffffffff815f2ca5
               |          |          0xffffffff815e2815
               |          |          0xffffffff821cc49e
               |          |          
               |           --1.06%--0xffffffff815f2c4d
               |                     0xffffffff81301763
               |          
               |--1.06%--0xffffffff816b5e19
               |          0xffffffff816bb7d5
               |          0xffffffff816dee27
               |          0xffffffff816de25b
               |          0xffffffff816dd335
               |          
               |--1.06%--0xffffffff813569e5
               |          0xffffffff81356624
               |          0xffffffff8135606a
               |          0xffffffff8157a857
               |          0xffffffff81569a84
               |          0xffffffff8156969a
               |          0xffffffff8156fea4
               |          0xffffffff8157d0fc
               |          0xffffffff8157c5f2
               |          
                --1.06%--0xffffffff812fc9ed
                          0xffffffff813727c5

     5.32%     0.00%  bash             [kernel.kallsyms]                    [k] 0xffffffff821ed511
            |
            ---0xffffffff821ed511
               |          
               |--2.13%--0xffffffff816c5ee4
               |          0xffffffff816c4e96
               |          0xffffffff816c381f
               |          0xffffffff817536bc
               |          0xffffffff816c5549
               |          0xffffffff813533d1
               |          |          
               |          |--1.06%--0xffffffff815f2ca5
               |          |          0xffffffff815e2815
               |          |          0xffffffff821cc49e
               |          |          
               |           --1.06%--0xffffffff815f2c4d
               |                     0xffffffff81301763
               |          
               |--1.06%--0xffffffff816b5e19
               |          0xffffffff816bb7d5
               |          0xffffffff816dee27
               |          0xffffffff816de25b
               |          0xffffffff816dd335
               |          
               |--1.06%--0xffffffff813569e5
               |          0xffffffff81356624
               |          0xffffffff8135606a
               |          0xffffffff8157a857
               |          0xffffffff81569a84
               |          0xffffffff8156969a
               |          0xffffffff8156fea4
               |          0xffffffff8157d0fc
               |          0xffffffff8157c5f2
               |          
                --1.06%--0xffffffff812fc9ed
                          0xffffffff813727c5

     4.26%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff815f0cb8
            |
            ---0xffffffff815f0cb8
               0xffffffff815b9a34
               0xffffffff815f1c64
               |          
               |--2.13%--0xffffffff8160ef9d
               |          |          
               |          |--1.06%--0xffffffff8160dc62
               |          |          0xffffffff8160db1f
               |          |          0xffffffff8160d5b9
               |          |          0xffffffff821d3cb9
               |          |          0xffffffff821c7912
               |          |          0xffffffff821c7568
               |          |          0xffffffff821c5404
               |          |          
               |           --1.06%--0xffffffff8160dbe3
               |                     0xffffffff8160dad7
               |                     0xffffffff8160d365
               |                     0xffffffff815d2e66
               |          
               |--1.06%--0xffffffff8160f449
               |          0xffffffff821ceedf
               |          0xffffffff81636443
               |          
                --1.06%--0xffffffff8160f3c3
                          0xffffffff815dd53a
                          0xffffffff816367c4
                          0xffffffff81690a32

     4.26%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff815b9a34
            |
            ---0xffffffff815b9a34
               0xffffffff815f1c64
               |          
               |--2.13%--0xffffffff8160ef9d
               |          |          
               |          |--1.06%--0xffffffff8160dc62
               |          |          0xffffffff8160db1f
               |          |          0xffffffff8160d5b9
               |          |          0xffffffff821d3cb9
               |          |          0xffffffff821c7912
               |          |          0xffffffff821c7568
               |          |          0xffffffff821c5404
               |          |          
               |           --1.06%--0xffffffff8160dbe3
               |                     0xffffffff8160dad7
               |                     0xffffffff8160d365
               |                     0xffffffff815d2e66
               |          
               |--1.06%--0xffffffff8160f449
               |          0xffffffff821ceedf
               |          0xffffffff81636443
               |          
                --1.06%--0xffffffff8160f3c3
                          0xffffffff815dd53a
                          0xffffffff816367c4
                          0xffffffff81690a32

     4.26%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff815f1c64
            |
            ---0xffffffff815f1c64
               |          
               |--2.13%--0xffffffff8160ef9d
               |          |          
               |          |--1.06%--0xffffffff8160dc62
               |          |          0xffffffff8160db1f
               |          |          0xffffffff8160d5b9
               |          |          0xffffffff821d3cb9
               |          |          0xffffffff821c7912
               |          |          0xffffffff821c7568
               |          |          0xffffffff821c5404
               |          |          
               |           --1.06%--0xffffffff8160dbe3
               |                     0xffffffff8160dad7
               |                     0xffffffff8160d365
               |                     0xffffffff815d2e66
               |          
               |--1.06%--0xffffffff8160f449
               |          0xffffffff821ceedf
               |          0xffffffff81636443
               |          
                --1.06%--0xffffffff8160f3c3
                          0xffffffff815dd53a
                          0xffffffff816367c4
                          0xffffffff81690a32

     4.26%     0.00%  record_prog      record_prog                          [.] 0x0000000000401394
            |
            ---0x401394
               |          
                --1.06%--0xffffffff81000e06
                          0xffffffff821f3a46
                          0xffffffff815874c8
                          0xffffffff821ea1d7

     3.19%     3.19%  perf             [kernel.kallsyms]                    [k] 0xffffffff822016f7
            |          
            |--1.06%--0x7fdea3da2b78
            |          0x7fdea3da234f
            |          0x7fdea3da5e39
            |          0x7fdea3d962bc
            |          0xffffffff81000c82
            |          0xffffffff821f3046
            |          0xffffffff815ec9d0
            |          0xffffffff815ec3aa
            |          0xffffffff815e352f
            |          0xffffffff815fd678
            |          0xffffffff822016f7
            |          
            |--1.06%--0x7f50de565b78
            |          0x7f50de56534f
            |          0x7f50de568e39
            |          0x7f50de5592bc
            |          0xffffffff81000c82
            |          0xffffffff821f3046
            |          0xffffffff815ec9d0
            |          0xffffffff815ec1ac
            |          0xffffffff815e5071
            |          0xffffffff815e493f
            |          0xffffffff815fd678
            |          0xffffffff822016f7
            |          
             --1.06%--0x7f0f45cfcb78
                       0x7f0f45cfc34f
                       0x7f0f45cffe39
                       0x7f0f45cf02bc
                       0xffffffff81000c82
                       0xffffffff821f3046
                       0xffffffff815ec9d0
                       0xffffffff815ec1ac
                       0xffffffff815e5071
                       0xffffffff815e493f
                       0xffffffff815fd678
                       0xffffffff822016f7

     3.19%     3.19%  record_prog      record_prog                          [.] 0x0000000000001387
            |
            ---0x7f96b72e41f5
               0x4013ba
               0x401387

     3.19%     3.19%  record_prog      record_prog                          [.] 0x0000000000001394
            |          
            |--2.13%--0x7f96b72e41f5
            |          0x4013ba
            |          0x401394
            |          
             --1.06%--0x7f0d1ba7d1f5
                       0x4013ba
                       0x401394

     3.19%     3.19%  record_prog      record_prog                          [.] 0x000000000000160b
            |          
            |--2.13%--0x7f0d1ba1b24a
            |          0x40160b
            |          
             --1.06%--0x7f96b728224a
                       0x40160b

     3.19%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff815fd678
            |
            ---0xffffffff815fd678
               0xffffffff822016f7

     3.19%     0.00%  perf             libc.so.6                            [.] 0x00007f788f0362ec
            |
            ---0x7f788f0362ec
               0xffffffff81000130
               |          
               |--2.13%--0xffffffff821ed511
               |          0xffffffff816b9706
               |          0xffffffff816b8aab
               |          0xffffffff817788e5
               |          0xffffffff816f792b
               |          0xffffffff816f7657
               |          0xffffffff81442bb4
               |          0xffffffff816f6fe1
               |          |          
               |          |--1.06%--0xffffffff821e396b
               |          |          
               |           --1.06%--0xffffffff821e3558
               |          
                --1.06%--0xffffffff821ed4e6

     3.19%     0.00%  record_prog      libc.so.6                            [.] 0x00007f0d1ba1b24a
            |
            ---0x7f0d1ba1b24a
               |          
               |--2.13%--0x40160b
               |          
                --1.06%--0x401618

     3.19%     0.00%  record_prog      libc.so.6                            [.] 0x00007f96b728224a
            |
            ---0x7f96b728224a
               |          
               |--1.06%--0x401618
               |          
               |--1.06%--0x40160b
               |          
                --1.06%--0x401600

     3.19%     0.00%  record_prog      record_prog                          [.] 0x0000000000401387
            |
            ---0x401387

     3.19%     0.00%  record_prog      record_prog                          [.] 0x000000000040160b
            |
            ---0x40160b

     2.13%     2.13%  perf             [kernel.kallsyms]                    [k] 0xffffffff821e3558
            |          
            |--1.06%--0x7ff64d9dd24a
            |          0x562e71c7e183
            |          0x562e71d2acf1
            |          0x562e71c9b777
            |          0x562e71c97aa0
            |          0x562e71d939a3
            |          0x562e71d8ace4
            |          0x562e71e48a36
            |          0x7ff64daae2ad
            |          0xffffffff81000130
            |          0xffffffff821ed511
            |          0xffffffff816b9706
            |          0xffffffff816b8aab
            |          0xffffffff817788e5
            |          0xffffffff816f792b
            |          0xffffffff816f7657
            |          0xffffffff81442bb4
            |          0xffffffff816f6fe1
            |          0xffffffff821e3558
            |          
             --1.06%--0x3030663736303238
                       0x7f788f0362ec
                       0xffffffff81000130
                       0xffffffff821ed511
                       0xffffffff816b9706
                       0xffffffff816b8aab
                       0xffffffff817788e5
                       0xffffffff816f792b
                       0xffffffff816f7657
                       0xffffffff81442bb4
                       0xffffffff816f6fe1
                       0xffffffff821e3558

     2.13%     2.13%  perf             [kernel.kallsyms]                    [k] 0xffffffff821e396b
            |          
            |--1.06%--0x7ff64d9dd24a
            |          0x562e71c7e183
            |          0x562e71d2acf1
            |          0x562e71c9b777
            |          0x562e71c989ac
            |          0x562e71c94d52
            |          0x562e71e45d26
            |          0x7ff64daae2ec
            |          0xffffffff81000130
            |          0xffffffff821ed511
            |          0xffffffff816b9706
            |          0xffffffff816b8aab
            |          0xffffffff817788e5
            |          0xffffffff816f792b
            |          0xffffffff816f7657
            |          0xffffffff81442bb4
            |          0xffffffff816f6fe1
            |          0xffffffff821e396b
            |          
             --1.06%--0x3064633738383138
                       0x7f788f0362ec
                       0xffffffff81000130
                       0xffffffff821ed511
                       0xffffffff816b9706
                       0xffffffff816b8aab
                       0xffffffff817788e5
                       0xffffffff816f792b
                       0xffffffff816f7657
                       0xffffffff81442bb4
                       0xffffffff816f6fe1
                       0xffffffff821e396b

     2.13%     2.13%  perf             [kernel.kallsyms]                    [k] 0xffffffff821f2fa7
            |          
            |--1.06%--0x7fa1e42e8b78
            |          0x7fa1e42e834f
            |          0x7fa1e42ebe39
            |          0x7fa1e42dc29b
            |          0xffffffff81000c82
            |          0xffffffff821f2fa7
            |          
             --1.06%--0
                       0x7f3d8b1a78a8
                       0x7f3d8b17b0c5
                       0x7f3d8b179df9
                       0xffffffff81000c82
                       0xffffffff821f2fa7

     2.13%     2.13%  record_prog      record_prog                          [.] 0x000000000000124b
            |
            ---0x7f1d6d52f24a
               0x40124b

     2.13%     2.13%  record_prog      record_prog                          [.] 0x000000000000137c
            |
            ---0x7f96b72e41f5
               0x4013ba
               0x40137c

     2.13%     2.13%  record_prog      record_prog                          [.] 0x0000000000001618
            |          
            |--1.06%--0x7f96b728224a
            |          0x401618
            |          
             --1.06%--0x7f0d1ba1b24a
                       0x401618

     2.13%     0.00%  bash             libc.so.6                            [.] 0x00007fa126351ad7
            |
            ---0x7fa126351ad7
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816c5ee4
               0xffffffff816c4e96
               0xffffffff816c381f
               0xffffffff817536bc
               0xffffffff816c5549
               0xffffffff813533d1
               |          
               |--1.06%--0xffffffff815f2ca5
               |          0xffffffff815e2815
               |          0xffffffff821cc49e
               |          
                --1.06%--0xffffffff815f2c4d
                          0xffffffff81301763

     2.13%     0.00%  bash             [kernel.kallsyms]                    [k] 0xffffffff816c5ee4
            |
            ---0xffffffff816c5ee4
               0xffffffff816c4e96
               0xffffffff816c381f
               0xffffffff817536bc
               0xffffffff816c5549
               0xffffffff813533d1
               |          
               |--1.06%--0xffffffff815f2ca5
               |          0xffffffff815e2815
               |          0xffffffff821cc49e
               |          
                --1.06%--0xffffffff815f2c4d
                          0xffffffff81301763

     2.13%     0.00%  bash             [kernel.kallsyms]                    [k] 0xffffffff816c4e96
            |
            ---0xffffffff816c4e96
               0xffffffff816c381f
               0xffffffff817536bc
               0xffffffff816c5549
               0xffffffff813533d1
               |          
               |--1.06%--0xffffffff815f2ca5
               |          0xffffffff815e2815
               |          0xffffffff821cc49e
               |          
                --1.06%--0xffffffff815f2c4d
                          0xffffffff81301763

     2.13%     0.00%  bash             [kernel.kallsyms]                    [k] 0xffffffff816c381f
            |
            ---0xffffffff816c381f
               0xffffffff817536bc
               0xffffffff816c5549
               0xffffffff813533d1
               |          
               |--1.06%--0xffffffff815f2ca5
               |          0xffffffff815e2815
               |          0xffffffff821cc49e
               |          
                --1.06%--0xffffffff815f2c4d
                          0xffffffff81301763

     2.13%     0.00%  bash             [kernel.kallsyms]                    [k] 0xffffffff817536bc
            |
            ---0xffffffff817536bc
               0xffffffff816c5549
               0xffffffff813533d1
               |          
               |--1.06%--0xffffffff815f2ca5
               |          0xffffffff815e2815
               |          0xffffffff821cc49e
               |          
                --1.06%--0xffffffff815f2c4d
                          0xffffffff81301763

     2.13%     0.00%  bash             [kernel.kallsyms]                    [k] 0xffffffff816c5549
            |
            ---0xffffffff816c5549
               0xffffffff813533d1
               |          
               |--1.06%--0xffffffff815f2ca5
               |          0xffffffff815e2815
               |          0xffffffff821cc49e
               |          
                --1.06%--0xffffffff815f2c4d
                          0xffffffff81301763

     2.13%     0.00%  bash             [kernel.kallsyms]                    [k] 0xffffffff813533d1
            |
            ---0xffffffff813533d1
               |          
               |--1.06%--0xffffffff815f2ca5
               |          0xffffffff815e2815
               |          0xffffffff821cc49e
               |          
                --1.06%--0xffffffff815f2c4d
                          0xffffffff81301763

     2.13%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff8124a526
            |
            ---0xffffffff8124a526
               0xffffffff8135e294
               0xffffffff8135e1e9
               |          
               |--1.06%--0xffffffff8135dd8b
               |          0xffffffff81d04e82
               |          
                --1.06%--0xffffffff8135d887
                          0xffffffff813533d1
                          0xffffffff815f2ca5
                          0xffffffff815e2804
                          0xffffffff815e19d9

     2.13%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff8135e294
            |
            ---0xffffffff8135e294
               0xffffffff8135e1e9
               |          
               |--1.06%--0xffffffff8135dd8b
               |          0xffffffff81d04e82
               |          
                --1.06%--0xffffffff8135d887
                          0xffffffff813533d1
                          0xffffffff815f2ca5
                          0xffffffff815e2804
                          0xffffffff815e19d9

     2.13%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff8135e1e9
            |
            ---0xffffffff8135e1e9
               |          
               |--1.06%--0xffffffff8135dd8b
               |          0xffffffff81d04e82
               |          
                --1.06%--0xffffffff8135d887
                          0xffffffff813533d1
                          0xffffffff815f2ca5
                          0xffffffff815e2804
                          0xffffffff815e19d9

     2.13%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff815e500a
            |
            ---0xffffffff815e500a
               0xffffffff815ddc04
               0xffffffff81590b8a
               0xffffffff8159007d
               |          
               |--1.06%--0xffffffff8158ff22
               |          
                --1.06%--0xffffffff8158fef9
                          0xffffffff821e5ae3

     2.13%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff815ddc04
            |
            ---0xffffffff815ddc04
               0xffffffff81590b8a
               0xffffffff8159007d
               |          
               |--1.06%--0xffffffff8158ff22
               |          
                --1.06%--0xffffffff8158fef9
                          0xffffffff821e5ae3

     2.13%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff81590b8a
            |
            ---0xffffffff81590b8a
               0xffffffff8159007d
               |          
               |--1.06%--0xffffffff8158ff22
               |          
                --1.06%--0xffffffff8158fef9
                          0xffffffff821e5ae3

     2.13%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff8159007d
            |
            ---0xffffffff8159007d
               |          
               |--1.06%--0xffffffff8158ff22
               |          
                --1.06%--0xffffffff8158fef9
                          0xffffffff821e5ae3

     2.13%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff815e5071
            |
            ---0xffffffff815e5071
               0xffffffff815e493f
               0xffffffff815fd678
               0xffffffff822016f7

     2.13%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff815e493f
            |
            ---0xffffffff815e493f
               0xffffffff815fd678
               0xffffffff822016f7

     2.13%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff815ec3ce
            |
            ---0xffffffff815ec3ce
               |          
               |--1.06%--0xffffffff815e9f84
               |          
                --1.06%--0xffffffff815e9f80

     2.13%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff8160ef9d
            |
            ---0xffffffff8160ef9d
               |          
               |--1.06%--0xffffffff8160dc62
               |          0xffffffff8160db1f
               |          0xffffffff8160d5b9
               |          0xffffffff821d3cb9
               |          0xffffffff821c7912
               |          0xffffffff821c7568
               |          0xffffffff821c5404
               |          
                --1.06%--0xffffffff8160dbe3
                          0xffffffff8160dad7
                          0xffffffff8160d365
                          0xffffffff815d2e66

     2.13%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff816b57dd
            |
            ---0xffffffff816b57dd
               0xffffffff816b531e
               0xffffffff816d2183
               |          
               |--1.06%--0xffffffff816d11d7
               |          0xffffffff816caf85
               |          
                --1.06%--0xffffffff816d0eb4

     2.13%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff816b531e
            |
            ---0xffffffff816b531e
               0xffffffff816d2183
               |          
               |--1.06%--0xffffffff816d11d7
               |          0xffffffff816caf85
               |          
                --1.06%--0xffffffff816d0eb4

     2.13%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff816d2183
            |
            ---0xffffffff816d2183
               |          
               |--1.06%--0xffffffff816d11d7
               |          0xffffffff816caf85
               |          
                --1.06%--0xffffffff816d0eb4

     2.13%     0.00%  perf             libc.so.6                            [.] 0x00007f3a26c4524a
            |
            ---0x7f3a26c4524a
               0x55688295f183
               0x556882a0bcf1
               0x55688299ccac
               0x556882a75dc4
               0x556882a745b0
               0x556882a73434
               0x556882a789c4
               0x556882a74043
               0x55688299790e
               0x556882a2195b
               0x556882a6ed6c
               0x556882a4c047
               0x556882afdb31
               |          
               |--1.06%--0x556882afd977
               |          0x556882a49202
               |          0x556882a3fce7
               |          
                --1.06%--0x556882afd96f
                          0x556882a49508
                          0x556882a3fcea

     2.13%     0.00%  perf             libc.so.6                            [.] 0x00007f82ee44524a
            |
            ---0x7f82ee44524a
               0x55c67a171183
               0x55c67a21dcf1
               |          
               |--1.06%--0x55c67a1aecac
               |          0x55c67a287dc4
               |          0x55c67a2865b0
               |          0x55c67a285434
               |          0x55c67a28a9c4
               |          0x55c67a286043
               |          0x55c67a1a9fc2
               |          0x55c67a1a8d8b
               |          0x55c67a33dab2
               |          0x55c67a28d65f
               |          0x55c67a27fa62
               |          0x55c67a280c04
               |          0x55c67a25e7a3
               |          0x55c67a25d7a2
               |          0x55c67a2448dd
               |          0x55c67a25b8c3
               |          0x7f82ee585ac0
               |          
                --1.06%--0x55c67a1ae376
                          0x55c67a284196
                          0x55c67a277a5f
                          0x55c67a2590e9
                          0x55c67a25ba5b
                          0x55c67a2516f4

     2.13%     0.00%  perf             libc.so.6                            [.] 0x00007ff64d9dd24a
            |
            ---0x7ff64d9dd24a
               0x562e71c7e183
               0x562e71d2acf1
               0x562e71c9b777
               |          
               |--1.06%--0x562e71c989ac
               |          0x562e71c94d52
               |          0x562e71e45d26
               |          0x7ff64daae2ec
               |          0xffffffff81000130
               |          0xffffffff821ed511
               |          0xffffffff816b9706
               |          0xffffffff816b8aab
               |          0xffffffff817788e5
               |          0xffffffff816f792b
               |          0xffffffff816f7657
               |          0xffffffff81442bb4
               |          0xffffffff816f6fe1
               |          0xffffffff821e396b
               |          
                --1.06%--0x562e71c97aa0
                          0x562e71d939a3
                          0x562e71d8ace4
                          0x562e71e48a36
                          0x7ff64daae2ad
                          0xffffffff81000130
                          0xffffffff821ed511
                          0xffffffff816b9706
                          0xffffffff816b8aab
                          0xffffffff817788e5
                          0xffffffff816f792b
                          0xffffffff816f7657
                          0xffffffff81442bb4
                          0xffffffff816f6fe1
                          0xffffffff821e3558

     2.13%     0.00%  perf             perf                                 [.] 0x000055688295f183
            |
            ---0x55688295f183
               0x556882a0bcf1
               0x55688299ccac
               0x556882a75dc4
               0x556882a745b0
               0x556882a73434
               0x556882a789c4
               0x556882a74043
               0x55688299790e
               0x556882a2195b
               0x556882a6ed6c
               0x556882a4c047
               0x556882afdb31
               |          
               |--1.06%--0x556882afd977
               |          0x556882a49202
               |          0x556882a3fce7
               |          
                --1.06%--0x556882afd96f
                          0x556882a49508
                          0x556882a3fcea

     2.13%     0.00%  perf             perf                                 [.] 0x0000556882a0bcf1
            |
            ---0x556882a0bcf1
               0x55688299ccac
               0x556882a75dc4
               0x556882a745b0
               0x556882a73434
               0x556882a789c4
               0x556882a74043
               0x55688299790e
               0x556882a2195b
               0x556882a6ed6c
               0x556882a4c047
               0x556882afdb31
               |          
               |--1.06%--0x556882afd977
               |          0x556882a49202
               |          0x556882a3fce7
               |          
                --1.06%--0x556882afd96f
                          0x556882a49508
                          0x556882a3fcea

     2.13%     0.00%  perf             perf                                 [.] 0x000055688299ccac
            |
            ---0x55688299ccac
               0x556882a75dc4
               0x556882a745b0
               0x556882a73434
               0x556882a789c4
               0x556882a74043
               0x55688299790e
               0x556882a2195b
               0x556882a6ed6c
               0x556882a4c047
               0x556882afdb31
               |          
               |--1.06%--0x556882afd977
               |          0x556882a49202
               |          0x556882a3fce7
               |          
                --1.06%--0x556882afd96f
                          0x556882a49508
                          0x556882a3fcea

     2.13%     0.00%  perf             perf                                 [.] 0x0000556882a75dc4
            |
            ---0x556882a75dc4
               0x556882a745b0
               0x556882a73434
               0x556882a789c4
               0x556882a74043
               0x55688299790e
               0x556882a2195b
               0x556882a6ed6c
               0x556882a4c047
               0x556882afdb31
               |          
               |--1.06%--0x556882afd977
               |          0x556882a49202
               |          0x556882a3fce7
               |          
                --1.06%--0x556882afd96f
                          0x556882a49508
                          0x556882a3fcea

     2.13%     0.00%  perf             perf                                 [.] 0x0000556882a745b0
            |
            ---0x556882a745b0
               0x556882a73434
               0x556882a789c4
               0x556882a74043
               0x55688299790e
               0x556882a2195b
               0x556882a6ed6c
               0x556882a4c047
               0x556882afdb31
               |          
               |--1.06%--0x556882afd977
               |          0x556882a49202
               |          0x556882a3fce7
               |          
                --1.06%--0x556882afd96f
                          0x556882a49508
                          0x556882a3fcea

     2.13%     0.00%  perf             perf                                 [.] 0x0000556882a73434
            |
            ---0x556882a73434
               0x556882a789c4
               0x556882a74043
               0x55688299790e
               0x556882a2195b
               0x556882a6ed6c
               0x556882a4c047
               0x556882afdb31
               |          
               |--1.06%--0x556882afd977
               |          0x556882a49202
               |          0x556882a3fce7
               |          
                --1.06%--0x556882afd96f
                          0x556882a49508
                          0x556882a3fcea

     2.13%     0.00%  perf             perf                                 [.] 0x0000556882a789c4
            |
            ---0x556882a789c4
               0x556882a74043
               0x55688299790e
               0x556882a2195b
               0x556882a6ed6c
               0x556882a4c047
               0x556882afdb31
               |          
               |--1.06%--0x556882afd977
               |          0x556882a49202
               |          0x556882a3fce7
               |          
                --1.06%--0x556882afd96f
                          0x556882a49508
                          0x556882a3fcea

     2.13%     0.00%  perf             perf                                 [.] 0x0000556882a74043
            |
            ---0x556882a74043
               0x55688299790e
               0x556882a2195b
               0x556882a6ed6c
               0x556882a4c047
               0x556882afdb31
               |          
               |--1.06%--0x556882afd977
               |          0x556882a49202
               |          0x556882a3fce7
               |          
                --1.06%--0x556882afd96f
                          0x556882a49508
                          0x556882a3fcea

     2.13%     0.00%  perf             perf                                 [.] 0x000055688299790e
            |
            ---0x55688299790e
               0x556882a2195b
               0x556882a6ed6c
               0x556882a4c047
               0x556882afdb31
               |          
               |--1.06%--0x556882afd977
               |          0x556882a49202
               |          0x556882a3fce7
               |          
                --1.06%--0x556882afd96f
                          0x556882a49508
                          0x556882a3fcea

     2.13%     0.00%  perf             perf                                 [.] 0x0000556882a2195b
            |
            ---0x556882a2195b
               0x556882a6ed6c
               0x556882a4c047
               0x556882afdb31
               |          
               |--1.06%--0x556882afd977
               |          0x556882a49202
               |          0x556882a3fce7
               |          
                --1.06%--0x556882afd96f
                          0x556882a49508
                          0x556882a3fcea

     2.13%     0.00%  perf             perf                                 [.] 0x0000556882a6ed6c
            |
            ---0x556882a6ed6c
               0x556882a4c047
               0x556882afdb31
               |          
               |--1.06%--0x556882afd977
               |          0x556882a49202
               |          0x556882a3fce7
               |          
                --1.06%--0x556882afd96f
                          0x556882a49508
                          0x556882a3fcea

     2.13%     0.00%  perf             perf                                 [.] 0x0000556882a4c047
            |
            ---0x556882a4c047
               0x556882afdb31
               |          
               |--1.06%--0x556882afd977
               |          0x556882a49202
               |          0x556882a3fce7
               |          
                --1.06%--0x556882afd96f
                          0x556882a49508
                          0x556882a3fcea

     2.13%     0.00%  perf             perf                                 [.] 0x0000556882afdb31
            |
            ---0x556882afdb31
               |          
               |--1.06%--0x556882afd977
               |          0x556882a49202
               |          0x556882a3fce7
               |          
                --1.06%--0x556882afd96f
                          0x556882a49508
                          0x556882a3fcea

     2.13%     0.00%  perf             perf                                 [.] 0x000055c67a171183
            |
            ---0x55c67a171183
               0x55c67a21dcf1
               |          
               |--1.06%--0x55c67a1aecac
               |          0x55c67a287dc4
               |          0x55c67a2865b0
               |          0x55c67a285434
               |          0x55c67a28a9c4
               |          0x55c67a286043
               |          0x55c67a1a9fc2
               |          0x55c67a1a8d8b
               |          0x55c67a33dab2
               |          0x55c67a28d65f
               |          0x55c67a27fa62
               |          0x55c67a280c04
               |          0x55c67a25e7a3
               |          0x55c67a25d7a2
               |          0x55c67a2448dd
               |          0x55c67a25b8c3
               |          0x7f82ee585ac0
               |          
                --1.06%--0x55c67a1ae376
                          0x55c67a284196
                          0x55c67a277a5f
                          0x55c67a2590e9
                          0x55c67a25ba5b
                          0x55c67a2516f4

     2.13%     0.00%  perf             perf                                 [.] 0x000055c67a21dcf1
            |
            ---0x55c67a21dcf1
               |          
               |--1.06%--0x55c67a1aecac
               |          0x55c67a287dc4
               |          0x55c67a2865b0
               |          0x55c67a285434
               |          0x55c67a28a9c4
               |          0x55c67a286043
               |          0x55c67a1a9fc2
               |          0x55c67a1a8d8b
               |          0x55c67a33dab2
               |          0x55c67a28d65f
               |          0x55c67a27fa62
               |          0x55c67a280c04
               |          0x55c67a25e7a3
               |          0x55c67a25d7a2
               |          0x55c67a2448dd
               |          0x55c67a25b8c3
               |          0x7f82ee585ac0
               |          
                --1.06%--0x55c67a1ae376
                          0x55c67a284196
                          0x55c67a277a5f
                          0x55c67a2590e9
                          0x55c67a25ba5b
                          0x55c67a2516f4

     2.13%     0.00%  perf             perf                                 [.] 0x0000562e71c7e183
            |
            ---0x562e71c7e183
               0x562e71d2acf1
               0x562e71c9b777
               |          
               |--1.06%--0x562e71c989ac
               |          0x562e71c94d52
               |          0x562e71e45d26
               |          0x7ff64daae2ec
               |          0xffffffff81000130
               |          0xffffffff821ed511
               |          0xffffffff816b9706
               |          0xffffffff816b8aab
               |          0xffffffff817788e5
               |          0xffffffff816f792b
               |          0xffffffff816f7657
               |          0xffffffff81442bb4
               |          0xffffffff816f6fe1
               |          0xffffffff821e396b
               |          
                --1.06%--0x562e71c97aa0
                          0x562e71d939a3
                          0x562e71d8ace4
                          0x562e71e48a36
                          0x7ff64daae2ad
                          0xffffffff81000130
                          0xffffffff821ed511
                          0xffffffff816b9706
                          0xffffffff816b8aab
                          0xffffffff817788e5
                          0xffffffff816f792b
                          0xffffffff816f7657
                          0xffffffff81442bb4
                          0xffffffff816f6fe1
                          0xffffffff821e3558

     2.13%     0.00%  perf             perf                                 [.] 0x0000562e71d2acf1
            |
            ---0x562e71d2acf1
               0x562e71c9b777
               |          
               |--1.06%--0x562e71c989ac
               |          0x562e71c94d52
               |          0x562e71e45d26
               |          0x7ff64daae2ec
               |          0xffffffff81000130
               |          0xffffffff821ed511
               |          0xffffffff816b9706
               |          0xffffffff816b8aab
               |          0xffffffff817788e5
               |          0xffffffff816f792b
               |          0xffffffff816f7657
               |          0xffffffff81442bb4
               |          0xffffffff816f6fe1
               |          0xffffffff821e396b
               |          
                --1.06%--0x562e71c97aa0
                          0x562e71d939a3
                          0x562e71d8ace4
                          0x562e71e48a36
                          0x7ff64daae2ad
                          0xffffffff81000130
                          0xffffffff821ed511
                          0xffffffff816b9706
                          0xffffffff816b8aab
                          0xffffffff817788e5
                          0xffffffff816f792b
                          0xffffffff816f7657
                          0xffffffff81442bb4
                          0xffffffff816f6fe1
                          0xffffffff821e3558

     2.13%     0.00%  perf             perf                                 [.] 0x0000562e71c9b777
            |
            ---0x562e71c9b777
               |          
               |--1.06%--0x562e71c989ac
               |          0x562e71c94d52
               |          0x562e71e45d26
               |          0x7ff64daae2ec
               |          0xffffffff81000130
               |          0xffffffff821ed511
               |          0xffffffff816b9706
               |          0xffffffff816b8aab
               |          0xffffffff817788e5
               |          0xffffffff816f792b
               |          0xffffffff816f7657
               |          0xffffffff81442bb4
               |          0xffffffff816f6fe1
               |          0xffffffff821e396b
               |          
                --1.06%--0x562e71c97aa0
                          0x562e71d939a3
                          0x562e71d8ace4
                          0x562e71e48a36
                          0x7ff64daae2ad
                          0xffffffff81000130
                          0xffffffff821ed511
                          0xffffffff816b9706
                          0xffffffff816b8aab
                          0xffffffff817788e5
                          0xffffffff816f792b
                          0xffffffff816f7657
                          0xffffffff81442bb4
                          0xffffffff816f6fe1
                          0xffffffff821e3558

     2.13%     0.00%  record_prog      record_prog                          [.] 0x000000000040124b
            |
            ---0x40124b

     2.13%     0.00%  record_prog      record_prog                          [.] 0x000000000040137c
            |
            ---0x40137c

     2.13%     0.00%  record_prog      record_prog                          [.] 0x0000000000401618
            |
            ---0x401618

     1.06%     1.06%  bash             [kernel.kallsyms]                    [k] 0xffffffff81301763
            |
            ---0x7fa126351ad7
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816c5ee4
               0xffffffff816c4e96
               0xffffffff816c381f
               0xffffffff817536bc
               0xffffffff816c5549
               0xffffffff813533d1
               0xffffffff815f2c4d
               0xffffffff81301763

     1.06%     1.06%  bash             [kernel.kallsyms]                    [k] 0xffffffff813727c5
            |
            ---0xec81485355fc8949
               0x7f3fc7fd8059
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff812fc9ed
               0xffffffff813727c5

     1.06%     1.06%  bash             [kernel.kallsyms]                    [k] 0xffffffff8157c5f2
            |
            ---0x7fa126351353
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff813569e5
               0xffffffff81356624
               0xffffffff8135606a
               0xffffffff8157a857
               0xffffffff81569a84
               0xffffffff8156969a
               0xffffffff8156fea4
               0xffffffff8157d0fc
               0xffffffff8157c5f2

     1.06%     1.06%  bash             [kernel.kallsyms]                    [k] 0xffffffff8168e1a7
            |
            ---0x563b30a8e9ee
               0x7f3fc8019850
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ecaf9
               0xffffffff8168e1a7

     1.06%     1.06%  bash             [kernel.kallsyms]                    [k] 0xffffffff816dd335
            |
            ---0x7f8252af99f0
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b5e19
               0xffffffff816bb7d5
               0xffffffff816dee27
               0xffffffff816de25b
               0xffffffff816dd335

     1.06%     1.06%  bash             [kernel.kallsyms]                    [k] 0xffffffff821cc49e
            |
            ---0x7fa126351ad7
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816c5ee4
               0xffffffff816c4e96
               0xffffffff816c381f
               0xffffffff817536bc
               0xffffffff816c5549
               0xffffffff813533d1
               0xffffffff815f2ca5
               0xffffffff815e2815
               0xffffffff821cc49e

     1.06%     1.06%  bash             bash                                 [.] 0x000000000004e4b3
            |
            ---0
               0x555df3c26380
               0x555dc0dac4b3

     1.06%     1.06%  bash             bash                                 [.] 0x000000000006fa53
            |
            ---0x29293120
               0x563b30a66a53

     1.06%     1.06%  bash             libc.so.6                            [.] 0x0000000000098f0e
            |
            ---0x7f3fc8034f0e

     1.06%     1.06%  cpu-loop         [kernel.kallsyms]                    [k] 0xffffffff821c7748
            |
            ---0x7f796412f8a8
               0x7f79641030c5
               0x7f796411bca3
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff815f0cb8
               0xffffffff815b9a34
               0xffffffff815f1c64
               0xffffffff8160ef9d
               0xffffffff8160dc62
               0xffffffff8160db1f
               0xffffffff8160d5b9
               0xffffffff821d3cb9
               0xffffffff821c7748

     1.06%     1.06%  ksoftirqd/0      [kernel.kallsyms]                    [k] 0xffffffff813a2413
            |
            ---0xffffffff81248fea
               0xffffffff8130a631
               0xffffffff81389be8
               0xffffffff8139779c
               0xffffffff821f94c3
               0xffffffff821f8914
               0xffffffff813a2413

     1.06%     1.06%  kworker/0:2-eve  [kernel.kallsyms]                    [k] 0xffffffff8162f3cf
            |
            ---0xffffffff81248fea
               0xffffffff8130a631
               0xffffffff81389be8
               0xffffffff81381992
               0xffffffff81380dec
               0xffffffff8160b481
               0xffffffff8162ea9f
               0xffffffff8162f3cf

     1.06%     1.06%  memfd:sealed-91  memfd:sealed-91173221a7ea (deleted)  [.] 0x000000000003ac61
            |
            ---0x7f5f6a4498e9
               0x7f5f6a4f9972
               0x7f5f6a45f05d
               0x7f5f6a4b9824
               0x7f5f6a48fc6c
               0x7f5f6a4966f6
               0x7f5f6a4549d4
               0x7f5f6a45b337
               0x7f5f6a449ef5
               0x7f5f6a491b4b
               0x7f5f6a4739ec
               0x7f5f6a471c61

     1.06%     1.06%  perf             [kernel.kallsyms]                    [k] 0xffffffff81443268
            |
            ---0x3034613436353138
               0x7facf80362ad
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b9706
               0xffffffff816b8aab
               0xffffffff817788e5
               0xffffffff816f792b
               0xffffffff816f768c
               0xffffffff81443268

     1.06%     1.06%  perf             [kernel.kallsyms]                    [k] 0xffffffff8158c7c0
            |
            ---0x7fd4dd4fcb78
               0x7fd4dd4fc34f
               0x7fd4dd4ffe39
               0x7fd4dd4f02b1
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e4e4c
               0xffffffff8158c7c0

     1.06%     1.06%  perf             [kernel.kallsyms]                    [k] 0xffffffff8158ff22
            |
            ---0x7f8d60116b78
               0x7f8d6011634f
               0x7f8d60119e39
               0x7f8d6010a2bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e500a
               0xffffffff815ddc04
               0xffffffff81590b8a
               0xffffffff8159007d
               0xffffffff8158ff22

     1.06%     1.06%  perf             [kernel.kallsyms]                    [k] 0xffffffff815d2e66
            |
            ---0
               0x7f55c3d568a8
               0x7f55c3d2a0c5
               0x7f55c3d42ca3
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff815f0cb8
               0xffffffff815b9a34
               0xffffffff815f1c64
               0xffffffff8160ef9d
               0xffffffff8160dbe3
               0xffffffff8160dad7
               0xffffffff8160d365
               0xffffffff815d2e66

     1.06%     1.06%  perf             [kernel.kallsyms]                    [k] 0xffffffff815e19d9
            |
            ---0xffffffff81000130
               0xffffffff821ed511
               0xffffffff8124a526
               0xffffffff8135e294
               0xffffffff8135e1e9
               0xffffffff8135d887
               0xffffffff813533d1
               0xffffffff815f2ca5
               0xffffffff815e2804
               0xffffffff815e19d9

     1.06%     1.06%  perf             [kernel.kallsyms]                    [k] 0xffffffff815e9f80
            |
            ---0
               0x7f9fe0260109
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec3ce
               0xffffffff815e9f80

     1.06%     1.06%  perf             [kernel.kallsyms]                    [k] 0xffffffff815e9f84
            |
            ---0
               0x7f3d8a4b6109
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec3ce
               0xffffffff815e9f84

     1.06%     1.06%  perf             [kernel.kallsyms]                    [k] 0xffffffff81636443
            |
            ---0
               0x7f95825018a8
               0x7f95824d50c5
               0x7f95824edca3
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff815f0cb8
               0xffffffff815b9a34
               0xffffffff815f1c64
               0xffffffff8160f449
               0xffffffff821ceedf
               0xffffffff81636443

     1.06%     1.06%  perf             [kernel.kallsyms]                    [k] 0xffffffff81690a32
            |
            ---0
               0x7ff192aca8a8
               0x7ff192a9e0c5
               0x7ff192ab6ca3
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff815f0cb8
               0xffffffff815b9a34
               0xffffffff815f1c64
               0xffffffff8160f3c3
               0xffffffff815dd53a
               0xffffffff816367c4
               0xffffffff81690a32

     1.06%     1.06%  perf             [kernel.kallsyms]                    [k] 0xffffffff81691560
            |
            ---0x7f1c9dc8fb78
               0x7f1c9dc8f34f
               0x7f1c9dc92e39
               0x7f1c9dc832bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e4bff
               0xffffffff81691560

     1.06%     1.06%  perf             [kernel.kallsyms]                    [k] 0xffffffff816caf85
            |
            ---0
               0x7f9d384538a8
               0x7f9d3842722a
               0x7f9d3843fb1d
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b57dd
               0xffffffff816b531e
               0xffffffff816d2183
               0xffffffff816d11d7
               0xffffffff816caf85

     1.06%     1.06%  perf             [kernel.kallsyms]                    [k] 0xffffffff816d0eb4
            |
            ---0x735f746e6576652f
               0x7fd63d316011
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b57dd
               0xffffffff816b531e
               0xffffffff816d2183
               0xffffffff816d0eb4

     1.06%     1.06%  perf             [kernel.kallsyms]                    [k] 0xffffffff821ddaa7
            |
            ---0x3033396665623138
               0x7facf80362ad
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b9706
               0xffffffff816b8aab
               0xffffffff817788e5
               0xffffffff816f792b
               0xffffffff816f7657
               0xffffffff81442bb4
               0xffffffff816f6fe1
               0xffffffff821e38df
               0xffffffff821ddaa7

     1.06%     1.06%  perf             [kernel.kallsyms]                    [k] 0xffffffff821df5f0
            |
            ---0x3065656364633138
               0x7facf80362ad
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b9706
               0xffffffff816b8aab
               0xffffffff817788e5
               0xffffffff816f792b
               0xffffffff816f7657
               0xffffffff81442bb4
               0xffffffff816f6fe1
               0xffffffff821e3552
               0xffffffff821df5f0

     1.06%     1.06%  perf             [kernel.kallsyms]                    [k] 0xffffffff821e3572
            |
            ---0x3033356531333138
               0x7facf80362ad
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b9706
               0xffffffff816b8aab
               0xffffffff817788e5
               0xffffffff816f792b
               0xffffffff816f7657
               0xffffffff81442bb4
               0xffffffff816f6fe1
               0xffffffff821e3572

     1.06%     1.06%  perf             [kernel.kallsyms]                    [k] 0xffffffff821e362c
            |
            ---0x3064626463653138
               0x7facf80362ad
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b9706
               0xffffffff816b8aab
               0xffffffff817788e5
               0xffffffff816f792b
               0xffffffff816f7657
               0xffffffff81442bb4
               0xffffffff816f6fe1
               0xffffffff821e362c

     1.06%     1.06%  perf             [kernel.kallsyms]                    [k] 0xffffffff816f74c2
            |
            ---0x3033316539383138
               0x7facf80362ad
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b9706
               0xffffffff816b8aab
               0xffffffff817788e5
               0xffffffff816f792b
               0xffffffff816f74c2

     1.06%     1.06%  perf             [kernel.kallsyms]                    [k] 0xffffffff81b98907
            |
            ---0x7fc00da49b78
               0x7fc00da4934f
               0x7fc00da4ce39
               0x7fc00da3d2bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e4bde
               0xffffffff8165bc61
               0xffffffff81658d16
               0xffffffff8161f693
               0xffffffff8161cbfe
               0xffffffff8161a579
               0xffffffff81b98907

     1.06%     1.06%  perf             [kernel.kallsyms]                    [k] 0xffffffff81d04e82
            |
            ---0xffffffff81000130
               0xffffffff821ed511
               0xffffffff8124a526
               0xffffffff8135e294
               0xffffffff8135e1e9
               0xffffffff8135dd8b
               0xffffffff81d04e82

     1.06%     1.06%  perf             [kernel.kallsyms]                    [k] 0xffffffff821c5404
            |
            ---0
               0x7fb0ddb428a8
               0x7fb0ddb160c5
               0x7fb0ddb2eca3
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff815f0cb8
               0xffffffff815b9a34
               0xffffffff815f1c64
               0xffffffff8160ef9d
               0xffffffff8160dc62
               0xffffffff8160db1f
               0xffffffff8160d5b9
               0xffffffff821d3cb9
               0xffffffff821c7912
               0xffffffff821c7568
               0xffffffff821c5404

     1.06%     1.06%  perf             [kernel.kallsyms]                    [k] 0xffffffff821e5ae3
            |
            ---0x7f2f25c36b78
               0x7f2f25c3634f
               0x7f2f25c39e39
               0x7f2f25c2a2bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e500a
               0xffffffff815ddc04
               0xffffffff81590b8a
               0xffffffff8159007d
               0xffffffff8158fef9
               0xffffffff821e5ae3

     1.06%     1.06%  perf             [kernel.kallsyms]                    [k] 0xffffffff821ed4e6
            |
            ---0x3034656639313238
               0x7f788f0362ec
               0xffffffff81000130
               0xffffffff821ed4e6

     1.06%     1.06%  perf             ld-linux-x86-64.so.2                 [.] 0x0000000000009069
            |
            ---0x7fd63ded6069

     1.06%     1.06%  perf             ld-linux-x86-64.so.2                 [.] 0x000000000000e2bc
            |
            ---0x7facf8b2eb78
               0x7facf8b2e34f
               0x7facf8b31e39
               0x7facf8b222bc

     1.06%     1.06%  perf             libc.so.6                            [.] 0x0000000000169301
            |
            ---0x7f74c524524a
               0x55616fd97183
               0x55616fe43cf1
               0x55616fdb8187
               0x55616feaddc4
               0x55616feac5b0
               0x55616feab434
               0x55616feb09c4
               0x55616feac043
               0x55616fdb5763
               0x55616fed5a85
               0x55616fe998aa
               0x55616fe9fac5
               0x55616fe9ccd5
               0x55616fe594d5
               0x55616fea6d6c
               0x55616fe84047
               0x55616ff35b05
               0x55616ff357bc
               0x7f74c5387301

     1.06%     1.06%  perf             ld-linux-x86-64.so.2                 [.] 0x000000000000e3aa
            |
            ---0x7f74c5ef5b78
               0x7f74c5ef534f
               0x7f74c5ef8e39
               0x7f74c5ee93aa

     1.06%     1.06%  perf             ld-linux-x86-64.so.2                 [.] 0x0000000000015c1a
            |
            ---0
               0x7ff0ee62fc1a

     1.06%     1.06%  perf             ld-linux-x86-64.so.2                 [.] 0x00000000000224ba
            |
            ---0x7fc9b0cb84ba

     1.06%     1.06%  perf             libc.so.6                            [.] 0x000000000003fc73
            |
            ---0x7fc9b017dc73

     1.06%     1.06%  perf             libc.so.6                            [.] 0x0000000000167ac0
            |
            ---0x7f82ee44524a
               0x55c67a171183
               0x55c67a21dcf1
               0x55c67a1aecac
               0x55c67a287dc4
               0x55c67a2865b0
               0x55c67a285434
               0x55c67a28a9c4
               0x55c67a286043
               0x55c67a1a9fc2
               0x55c67a1a8d8b
               0x55c67a33dab2
               0x55c67a28d65f
               0x55c67a27fa62
               0x55c67a280c04
               0x55c67a25e7a3
               0x55c67a25d7a2
               0x55c67a2448dd
               0x55c67a25b8c3
               0x7f82ee585ac0

     1.06%     1.06%  perf             perf                                 [.] 0x0000000000063596
            |
            ---0
               0x565208980596

     1.06%     1.06%  perf             perf                                 [.] 0x00000000001636f4
            |
            ---0x7f82ee44524a
               0x55c67a171183
               0x55c67a21dcf1
               0x55c67a1ae376
               0x55c67a284196
               0x55c67a277a5f
               0x55c67a2590e9
               0x55c67a25ba5b
               0x55c67a2516f4

     1.06%     1.06%  perf             perf                                 [.] 0x0000000000163ce7
            |
            ---0x7f3a26c4524a
               0x55688295f183
               0x556882a0bcf1
               0x55688299ccac
               0x556882a75dc4
               0x556882a745b0
               0x556882a73434
               0x556882a789c4
               0x556882a74043
               0x55688299790e
               0x556882a2195b
               0x556882a6ed6c
               0x556882a4c047
               0x556882afdb31
               0x556882afd977
               0x556882a49202
               0x556882a3fce7

     1.06%     1.06%  perf             perf                                 [.] 0x0000000000163cea
            |
            ---0x7f3a26c4524a
               0x55688295f183
               0x556882a0bcf1
               0x55688299ccac
               0x556882a75dc4
               0x556882a745b0
               0x556882a73434
               0x556882a789c4
               0x556882a74043
               0x55688299790e
               0x556882a2195b
               0x556882a6ed6c
               0x556882a4c047
               0x556882afdb31
               0x556882afd96f
               0x556882a49508
               0x556882a3fcea

     1.06%     1.06%  perf             perf                                 [.] 0x0000000000276011
            |
            ---0x7f3d8a44524a
               0x563105ccf183
               0x563105d7bcf1
               0x563105cf08f5
               0x563105de21ed
               0x563105ec2011

     1.06%     1.06%  python3          [kernel.kallsyms]                    [k] 0xffffffff815e16cd
            |
            ---0xffffffff81000130
               0xffffffff821ed511
               0xffffffff8124a526
               0xffffffff8135e294
               0xffffffff8135e1e9
               0xffffffff8135d887
               0xffffffff813533d1
               0xffffffff815f2ca5
               0xffffffff815e2804
               0xffffffff815e16cd

     1.06%     1.06%  python3          libpython3.11.so.1.0                 [.] 0x00000000000fc849
            |
            ---0x7f300d056240
               0x7f300c9b1c40
               0x7f300ccfc849

     1.06%     1.06%  python3          libc.so.6                            [.] 0x0000000000098ef3
            |
            ---0x7f300d057340
               0x7f300cab6ef3

     1.06%     1.06%  python3          libpython3.11.so.1.0                 [.] 0x00000000001987a8
            |
            ---0x7f300d061860
               0x7f300cd987a8

     1.06%     1.06%  python3          libpython3.11.so.1.0                 [.] 0x00000000000fa92b
            |
            ---0x7f300ccfa92b

     1.06%     1.06%  record_prog      [kernel.kallsyms]                    [k] 0xffffffff821ea1d7
            |
            ---0x7f96b72e41f5
               0x4013ba
               0x401394
               0xffffffff81000e06
               0xffffffff821f3a46
               0xffffffff815874c8
               0xffffffff821ea1d7

     1.06%     1.06%  record_prog      record_prog                          [.] 0x0000000000001251
            |
            ---0x7f1d6d52f24a
               0x401251

     1.06%     1.06%  record_prog      record_prog                          [.] 0x0000000000001258
            |
            ---0x7f1d6d52f24a
               0x401258

     1.06%     1.06%  record_prog      record_prog                          [.] 0x000000000000127e
            |
            ---0x7f1d6d52f24a
               0x40127e

     1.06%     1.06%  record_prog      record_prog                          [.] 0x000000000000128b
            |
            ---0x7f1d6d52f24a
               0x40128b

     1.06%     1.06%  record_prog      record_prog                          [.] 0x0000000000001600
            |
            ---0x7f96b728224a
               0x401600

     1.06%     1.06%  sleep            [kernel.kallsyms]                    [k] 0xffffffff816c1313
            |
            ---0
               0x7ff938da28a8
               0x7ff938d760c5
               0x7ff938d8e92a
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816c2752
               0xffffffff816c1313

     1.06%     0.00%  bash             [kernel.kallsyms]                    [k] 0xffffffff81000c82
            |
            ---0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ecaf9
               0xffffffff8168e1a7

     1.06%     0.00%  bash             [kernel.kallsyms]                    [k] 0xffffffff812fc9ed
            |
            ---0xffffffff812fc9ed
               0xffffffff813727c5

     1.06%     0.00%  bash             libc.so.6                            [.] 0x00007fa126351353
            |
            ---0x7fa126351353
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff813569e5
               0xffffffff81356624
               0xffffffff8135606a
               0xffffffff8157a857
               0xffffffff81569a84
               0xffffffff8156969a
               0xffffffff8156fea4
               0xffffffff8157d0fc
               0xffffffff8157c5f2

     1.06%     0.00%  bash             [kernel.kallsyms]                    [k] 0xffffffff813569e5
            |
            ---0xffffffff813569e5
               0xffffffff81356624
               0xffffffff8135606a
               0xffffffff8157a857
               0xffffffff81569a84
               0xffffffff8156969a
               0xffffffff8156fea4
               0xffffffff8157d0fc
               0xffffffff8157c5f2

     1.06%     0.00%  bash             [kernel.kallsyms]                    [k] 0xffffffff81356624
            |
            ---0xffffffff81356624
               0xffffffff8135606a
               0xffffffff8157a857
               0xffffffff81569a84
               0xffffffff8156969a
               0xffffffff8156fea4
               0xffffffff8157d0fc
               0xffffffff8157c5f2

     1.06%     0.00%  bash             [kernel.kallsyms]                    [k] 0xffffffff8135606a
            |
            ---0xffffffff8135606a
               0xffffffff8157a857
               0xffffffff81569a84
               0xffffffff8156969a
               0xffffffff8156fea4
               0xffffffff8157d0fc
               0xffffffff8157c5f2

     1.06%     0.00%  bash             [kernel.kallsyms]                    [k] 0xffffffff8157a857
            |
            ---0xffffffff8157a857
               0xffffffff81569a84
               0xffffffff8156969a
               0xffffffff8156fea4
               0xffffffff8157d0fc
               0xffffffff8157c5f2

     1.06%     0.00%  bash             [kernel.kallsyms]                    [k] 0xffffffff81569a84
            |
            ---0xffffffff81569a84
               0xffffffff8156969a
               0xffffffff8156fea4
               0xffffffff8157d0fc
               0xffffffff8157c5f2

     1.06%     0.00%  bash             [kernel.kallsyms]                    [k] 0xffffffff8156969a
            |
            ---0xffffffff8156969a
               0xffffffff8156fea4
               0xffffffff8157d0fc
               0xffffffff8157c5f2

     1.06%     0.00%  bash             [kernel.kallsyms]                    [k] 0xffffffff8156fea4
            |
            ---0xffffffff8156fea4
               0xffffffff8157d0fc
               0xffffffff8157c5f2

     1.06%     0.00%  bash             [kernel.kallsyms]                    [k] 0xffffffff8157d0fc
            |
            ---0xffffffff8157d0fc
               0xffffffff8157c5f2

     1.06%     0.00%  bash             [kernel.kallsyms]                    [k] 0xffffffff815f2ca5
            |
            ---0xffffffff815f2ca5
               0xffffffff815e2815
               0xffffffff821cc49e

     1.06%     0.00%  bash             [kernel.kallsyms]                    [k] 0xffffffff815e2815
            |
            ---0xffffffff815e2815
               0xffffffff821cc49e

     1.06%     0.00%  bash             [kernel.kallsyms]                    [k] 0xffffffff815ecaf9
            |
            ---0xffffffff815ecaf9
               0xffffffff8168e1a7

     1.06%     0.00%  bash             [kernel.kallsyms]                    [k] 0xffffffff815f2c4d
            |
            ---0xffffffff815f2c4d
               0xffffffff81301763

     1.06%     0.00%  bash             libc.so.6                            [.] 0x00007f8252af99f0
            |
            ---0x7f8252af99f0
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b5e19
               0xffffffff816bb7d5
               0xffffffff816dee27
               0xffffffff816de25b
               0xffffffff816dd335

     1.06%     0.00%  bash             [kernel.kallsyms]                    [k] 0xffffffff816b5e19
            |
            ---0xffffffff816b5e19
               0xffffffff816bb7d5
               0xffffffff816dee27
               0xffffffff816de25b
               0xffffffff816dd335

     1.06%     0.00%  bash             [kernel.kallsyms]                    [k] 0xffffffff816bb7d5
            |
            ---0xffffffff816bb7d5
               0xffffffff816dee27
               0xffffffff816de25b
               0xffffffff816dd335

     1.06%     0.00%  bash             [kernel.kallsyms]                    [k] 0xffffffff816dee27
            |
            ---0xffffffff816dee27
               0xffffffff816de25b
               0xffffffff816dd335

     1.06%     0.00%  bash             [kernel.kallsyms]                    [k] 0xffffffff816de25b
            |
            ---0xffffffff816de25b
               0xffffffff816dd335

     1.06%     0.00%  bash             [kernel.kallsyms]                    [k] 0xffffffff821f3046
            |
            ---0xffffffff821f3046
               0xffffffff815ecaf9
               0xffffffff8168e1a7

     1.06%     0.00%  bash             [unknown]                            [.] 0000000000000000
            |
            ---0
               0x555df3c26380
               0x555dc0dac4b3

     1.06%     0.00%  bash             [unknown]                            [.] 0x0000555df3c26380
            |
            ---0x555df3c26380
               0x555dc0dac4b3

     1.06%     0.00%  bash             bash                                 [.] 0x0000555dc0dac4b3
            |
            ---0x555dc0dac4b3

     1.06%     0.00%  bash             [unknown]                            [k] 0xec81485355fc8949
            |
            ---0xec81485355fc8949
               0x7f3fc7fd8059
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff812fc9ed
               0xffffffff813727c5

     1.06%     0.00%  bash             libc.so.6                            [.] 0x00007f3fc7fd8059
            |
            ---0x7f3fc7fd8059
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff812fc9ed
               0xffffffff813727c5

     1.06%     0.00%  bash             [unknown]                            [.] 0x0000000029293120
            |
            ---0x29293120
               0x563b30a66a53

     1.06%     0.00%  bash             bash                                 [.] 0x0000563b30a66a53
            |
            ---0x563b30a66a53

     1.06%     0.00%  bash             bash                                 [.] 0x0000563b30a8e9ee
            |
            ---0x563b30a8e9ee
               0x7f3fc8019850
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ecaf9
               0xffffffff8168e1a7

     1.06%     0.00%  bash             libc.so.6                            [.] 0x00007f3fc8019850
            |
            ---0x7f3fc8019850
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ecaf9
               0xffffffff8168e1a7

     1.06%     0.00%  bash             libc.so.6                            [.] 0x00007f3fc8034f0e
            |
            ---0x7f3fc8034f0e

     1.06%     0.00%  cpu-loop         [unknown]                            [k] 0x00007f796412f8a8
            |
            ---0x7f796412f8a8
               0x7f79641030c5
               0x7f796411bca3
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff815f0cb8
               0xffffffff815b9a34
               0xffffffff815f1c64
               0xffffffff8160ef9d
               0xffffffff8160dc62
               0xffffffff8160db1f
               0xffffffff8160d5b9
               0xffffffff821d3cb9
               0xffffffff821c7748

     1.06%     0.00%  cpu-loop         ld-linux-x86-64.so.2                 [.] 0x00007f79641030c5
            |
            ---0x7f79641030c5
               0x7f796411bca3
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff815f0cb8
               0xffffffff815b9a34
               0xffffffff815f1c64
               0xffffffff8160ef9d
               0xffffffff8160dc62
               0xffffffff8160db1f
               0xffffffff8160d5b9
               0xffffffff821d3cb9
               0xffffffff821c7748

     1.06%     0.00%  cpu-loop         ld-linux-x86-64.so.2                 [.] 0x00007f796411bca3
            |
            ---0x7f796411bca3
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff815f0cb8
               0xffffffff815b9a34
               0xffffffff815f1c64
               0xffffffff8160ef9d
               0xffffffff8160dc62
               0xffffffff8160db1f
               0xffffffff8160d5b9
               0xffffffff821d3cb9
               0xffffffff821c7748

     1.06%     0.00%  cpu-loop         [kernel.kallsyms]                    [k] 0xffffffff81000130
            |
            ---0xffffffff81000130
               0xffffffff821ed511
               0xffffffff815f0cb8
               0xffffffff815b9a34
               0xffffffff815f1c64
               0xffffffff8160ef9d
               0xffffffff8160dc62
               0xffffffff8160db1f
               0xffffffff8160d5b9
               0xffffffff821d3cb9
               0xffffffff821c7748

     1.06%     0.00%  cpu-loop         [kernel.kallsyms]                    [k] 0xffffffff821ed511
            |
            ---0xffffffff821ed511
               0xffffffff815f0cb8
               0xffffffff815b9a34
               0xffffffff815f1c64
               0xffffffff8160ef9d
               0xffffffff8160dc62
               0xffffffff8160db1f
               0xffffffff8160d5b9
               0xffffffff821d3cb9
               0xffffffff821c7748

     1.06%     0.00%  cpu-loop         [kernel.kallsyms]                    [k] 0xffffffff815f0cb8
            |
            ---0xffffffff815f0cb8
               0xffffffff815b9a34
               0xffffffff815f1c64
               0xffffffff8160ef9d
               0xffffffff8160dc62
               0xffffffff8160db1f
               0xffffffff8160d5b9
               0xffffffff821d3cb9
               0xffffffff821c7748

     1.06%     0.00%  cpu-loop         [kernel.kallsyms]                    [k] 0xffffffff815b9a34
            |
            ---0xffffffff815b9a34
               0xffffffff815f1c64
               0xffffffff8160ef9d
               0xffffffff8160dc62
               0xffffffff8160db1f
               0xffffffff8160d5b9
               0xffffffff821d3cb9
               0xffffffff821c7748

     1.06%     0.00%  cpu-loop         [kernel.kallsyms]                    [k] 0xffffffff815f1c64
            |
            ---0xffffffff815f1c64
               0xffffffff8160ef9d
               0xffffffff8160dc62
               0xffffffff8160db1f
               0xffffffff8160d5b9
               0xffffffff821d3cb9
               0xffffffff821c7748

     1.06%     0.00%  cpu-loop         [kernel.kallsyms]                    [k] 0xffffffff8160ef9d
            |
            ---0xffffffff8160ef9d
               0xffffffff8160dc62
               0xffffffff8160db1f
               0xffffffff8160d5b9
               0xffffffff821d3cb9
               0xffffffff821c7748

     1.06%     0.00%  cpu-loop         [kernel.kallsyms]                    [k] 0xffffffff8160dc62
            |
            ---0xffffffff8160dc62
               0xffffffff8160db1f
               0xffffffff8160d5b9
               0xffffffff821d3cb9
               0xffffffff821c7748

     1.06%     0.00%  cpu-loop         [kernel.kallsyms]                    [k] 0xffffffff8160db1f
            |
            ---0xffffffff8160db1f
               0xffffffff8160d5b9
               0xffffffff821d3cb9
               0xffffffff821c7748

     1.06%     0.00%  cpu-loop         [kernel.kallsyms]                    [k] 0xffffffff8160d5b9
            |
            ---0xffffffff8160d5b9
               0xffffffff821d3cb9
               0xffffffff821c7748

     1.06%     0.00%  cpu-loop         [kernel.kallsyms]                    [k] 0xffffffff821d3cb9
            |
            ---0xffffffff821d3cb9
               0xffffffff821c7748

     1.06%     0.00%  ksoftirqd/0      [kernel.kallsyms]                    [k] 0xffffffff81248fea
            |
            ---0xffffffff81248fea
               0xffffffff8130a631
               0xffffffff81389be8
               0xffffffff8139779c
               0xffffffff821f94c3
               0xffffffff821f8914
               0xffffffff813a2413

     1.06%     0.00%  ksoftirqd/0      [kernel.kallsyms]                    [k] 0xffffffff8130a631
            |
            ---0xffffffff8130a631
               0xffffffff81389be8
               0xffffffff8139779c
               0xffffffff821f94c3
               0xffffffff821f8914
               0xffffffff813a2413

     1.06%     0.00%  ksoftirqd/0      [kernel.kallsyms]                    [k] 0xffffffff81389be8
            |
            ---0xffffffff81389be8
               0xffffffff8139779c
               0xffffffff821f94c3
               0xffffffff821f8914
               0xffffffff813a2413

     1.06%     0.00%  ksoftirqd/0      [kernel.kallsyms]                    [k] 0xffffffff8139779c
            |
            ---0xffffffff8139779c
               0xffffffff821f94c3
               0xffffffff821f8914
               0xffffffff813a2413

     1.06%     0.00%  ksoftirqd/0      [kernel.kallsyms]                    [k] 0xffffffff821f94c3
            |
            ---0xffffffff821f94c3
               0xffffffff821f8914
               0xffffffff813a2413

     1.06%     0.00%  ksoftirqd/0      [kernel.kallsyms]                    [k] 0xffffffff821f8914
            |
            ---0xffffffff821f8914
               0xffffffff813a2413

     1.06%     0.00%  kworker/0:2-eve  [kernel.kallsyms]                    [k] 0xffffffff81248fea
            |
            ---0xffffffff81248fea
               0xffffffff8130a631
               0xffffffff81389be8
               0xffffffff81381992
               0xffffffff81380dec
               0xffffffff8160b481
               0xffffffff8162ea9f
               0xffffffff8162f3cf

     1.06%     0.00%  kworker/0:2-eve  [kernel.kallsyms]                    [k] 0xffffffff8130a631
            |
            ---0xffffffff8130a631
               0xffffffff81389be8
               0xffffffff81381992
               0xffffffff81380dec
               0xffffffff8160b481
               0xffffffff8162ea9f
               0xffffffff8162f3cf

     1.06%     0.00%  kworker/0:2-eve  [kernel.kallsyms]                    [k] 0xffffffff81389be8
            |
            ---0xffffffff81389be8
               0xffffffff81381992
               0xffffffff81380dec
               0xffffffff8160b481
               0xffffffff8162ea9f
               0xffffffff8162f3cf

     1.06%     0.00%  kworker/0:2-eve  [kernel.kallsyms]                    [k] 0xffffffff81381992
            |
            ---0xffffffff81381992
               0xffffffff81380dec
               0xffffffff8160b481
               0xffffffff8162ea9f
               0xffffffff8162f3cf

     1.06%     0.00%  kworker/0:2-eve  [kernel.kallsyms]                    [k] 0xffffffff81380dec
            |
            ---0xffffffff81380dec
               0xffffffff8160b481
               0xffffffff8162ea9f
               0xffffffff8162f3cf

     1.06%     0.00%  kworker/0:2-eve  [kernel.kallsyms]                    [k] 0xffffffff8160b481
            |
            ---0xffffffff8160b481
               0xffffffff8162ea9f
               0xffffffff8162f3cf

     1.06%     0.00%  kworker/0:2-eve  [kernel.kallsyms]                    [k] 0xffffffff8162ea9f
            |
            ---0xffffffff8162ea9f
               0xffffffff8162f3cf

     1.06%     0.00%  memfd:sealed-91  memfd:sealed-91173221a7ea (deleted)  [.] 0x00007f5f6a4498e9
            |
            ---0x7f5f6a4498e9
               0x7f5f6a4f9972
               0x7f5f6a45f05d
               0x7f5f6a4b9824
               0x7f5f6a48fc6c
               0x7f5f6a4966f6
               0x7f5f6a4549d4
               0x7f5f6a45b337
               0x7f5f6a449ef5
               0x7f5f6a491b4b
               0x7f5f6a4739ec
               0x7f5f6a471c61

     1.06%     0.00%  memfd:sealed-91  memfd:sealed-91173221a7ea (deleted)  [.] 0x00007f5f6a4f9972
            |
            ---0x7f5f6a4f9972
               0x7f5f6a45f05d
               0x7f5f6a4b9824
               0x7f5f6a48fc6c
               0x7f5f6a4966f6
               0x7f5f6a4549d4
               0x7f5f6a45b337
               0x7f5f6a449ef5
               0x7f5f6a491b4b
               0x7f5f6a4739ec
               0x7f5f6a471c61

     1.06%     0.00%  memfd:sealed-91  memfd:sealed-91173221a7ea (deleted)  [.] 0x00007f5f6a45f05d
            |
            ---0x7f5f6a45f05d
               0x7f5f6a4b9824
               0x7f5f6a48fc6c
               0x7f5f6a4966f6
               0x7f5f6a4549d4
               0x7f5f6a45b337
               0x7f5f6a449ef5
               0x7f5f6a491b4b
               0x7f5f6a4739ec
               0x7f5f6a471c61

     1.06%     0.00%  memfd:sealed-91  memfd:sealed-91173221a7ea (deleted)  [.] 0x00007f5f6a4b9824
            |
            ---0x7f5f6a4b9824
               0x7f5f6a48fc6c
               0x7f5f6a4966f6
               0x7f5f6a4549d4
               0x7f5f6a45b337
               0x7f5f6a449ef5
               0x7f5f6a491b4b
               0x7f5f6a4739ec
               0x7f5f6a471c61

     1.06%     0.00%  memfd:sealed-91  memfd:sealed-91173221a7ea (deleted)  [.] 0x00007f5f6a48fc6c
            |
            ---0x7f5f6a48fc6c
               0x7f5f6a4966f6
               0x7f5f6a4549d4
               0x7f5f6a45b337
               0x7f5f6a449ef5
               0x7f5f6a491b4b
               0x7f5f6a4739ec
               0x7f5f6a471c61

     1.06%     0.00%  memfd:sealed-91  memfd:sealed-91173221a7ea (deleted)  [.] 0x00007f5f6a4966f6
            |
            ---0x7f5f6a4966f6
               0x7f5f6a4549d4
               0x7f5f6a45b337
               0x7f5f6a449ef5
               0x7f5f6a491b4b
               0x7f5f6a4739ec
               0x7f5f6a471c61

     1.06%     0.00%  memfd:sealed-91  memfd:sealed-91173221a7ea (deleted)  [.] 0x00007f5f6a4549d4
            |
            ---0x7f5f6a4549d4
               0x7f5f6a45b337
               0x7f5f6a449ef5
               0x7f5f6a491b4b
               0x7f5f6a4739ec
               0x7f5f6a471c61

     1.06%     0.00%  memfd:sealed-91  memfd:sealed-91173221a7ea (deleted)  [.] 0x00007f5f6a45b337
            |
            ---0x7f5f6a45b337
               0x7f5f6a449ef5
               0x7f5f6a491b4b
               0x7f5f6a4739ec
               0x7f5f6a471c61

     1.06%     0.00%  memfd:sealed-91  memfd:sealed-91173221a7ea (deleted)  [.] 0x00007f5f6a449ef5
            |
            ---0x7f5f6a449ef5
               0x7f5f6a491b4b
               0x7f5f6a4739ec
               0x7f5f6a471c61

     1.06%     0.00%  memfd:sealed-91  memfd:sealed-91173221a7ea (deleted)  [.] 0x00007f5f6a491b4b
            |
            ---0x7f5f6a491b4b
               0x7f5f6a4739ec
               0x7f5f6a471c61

     1.06%     0.00%  memfd:sealed-91  memfd:sealed-91173221a7ea (deleted)  [.] 0x00007f5f6a4739ec
            |
            ---0x7f5f6a4739ec
               0x7f5f6a471c61

     1.06%     0.00%  memfd:sealed-91  memfd:sealed-91173221a7ea (deleted)  [.] 0x00007f5f6a471c61
            |
            ---0x7f5f6a471c61

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff8135d887
            |
            ---0xffffffff8135d887
               0xffffffff813533d1
               0xffffffff815f2ca5
               0xffffffff815e2804
               0xffffffff815e19d9

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff813533d1
            |
            ---0xffffffff813533d1
               0xffffffff815f2ca5
               0xffffffff815e2804
               0xffffffff815e19d9

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff8135dd8b
            |
            ---0xffffffff8135dd8b
               0xffffffff81d04e82

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff8158fef9
            |
            ---0xffffffff8158fef9
               0xffffffff821e5ae3

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff8160f3c3
            |
            ---0xffffffff8160f3c3
               0xffffffff815dd53a
               0xffffffff816367c4
               0xffffffff81690a32

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff815dd53a
            |
            ---0xffffffff815dd53a
               0xffffffff816367c4
               0xffffffff81690a32

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff815e2804
            |
            ---0xffffffff815e2804
               0xffffffff815e19d9

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff815ec3aa
            |
            ---0xffffffff815ec3aa
               0xffffffff815e352f
               0xffffffff815fd678
               0xffffffff822016f7

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff815e352f
            |
            ---0xffffffff815e352f
               0xffffffff815fd678
               0xffffffff822016f7

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff815e4bde
            |
            ---0xffffffff815e4bde
               0xffffffff8165bc61
               0xffffffff81658d16
               0xffffffff8161f693
               0xffffffff8161cbfe
               0xffffffff8161a579
               0xffffffff81b98907

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff815e4bff
            |
            ---0xffffffff815e4bff
               0xffffffff81691560

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff815e4e4c
            |
            ---0xffffffff815e4e4c
               0xffffffff8158c7c0

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff815f2ca5
            |
            ---0xffffffff815f2ca5
               0xffffffff815e2804
               0xffffffff815e19d9

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f55c3d2a0c5
            |
            ---0x7f55c3d2a0c5
               0x7f55c3d42ca3
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff815f0cb8
               0xffffffff815b9a34
               0xffffffff815f1c64
               0xffffffff8160ef9d
               0xffffffff8160dbe3
               0xffffffff8160dad7
               0xffffffff8160d365
               0xffffffff815d2e66

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f55c3d42ca3
            |
            ---0x7f55c3d42ca3
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff815f0cb8
               0xffffffff815b9a34
               0xffffffff815f1c64
               0xffffffff8160ef9d
               0xffffffff8160dbe3
               0xffffffff8160dad7
               0xffffffff8160d365
               0xffffffff815d2e66

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff8160dbe3
            |
            ---0xffffffff8160dbe3
               0xffffffff8160dad7
               0xffffffff8160d365
               0xffffffff815d2e66

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff8160dad7
            |
            ---0xffffffff8160dad7
               0xffffffff8160d365
               0xffffffff815d2e66

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff8160d365
            |
            ---0xffffffff8160d365
               0xffffffff815d2e66

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff8160dc62
            |
            ---0xffffffff8160dc62
               0xffffffff8160db1f
               0xffffffff8160d5b9
               0xffffffff821d3cb9
               0xffffffff821c7912
               0xffffffff821c7568
               0xffffffff821c5404

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff8160db1f
            |
            ---0xffffffff8160db1f
               0xffffffff8160d5b9
               0xffffffff821d3cb9
               0xffffffff821c7912
               0xffffffff821c7568
               0xffffffff821c5404

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff8160d5b9
            |
            ---0xffffffff8160d5b9
               0xffffffff821d3cb9
               0xffffffff821c7912
               0xffffffff821c7568
               0xffffffff821c5404

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff8160f449
            |
            ---0xffffffff8160f449
               0xffffffff821ceedf
               0xffffffff81636443

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff8165bc61
            |
            ---0xffffffff8165bc61
               0xffffffff81658d16
               0xffffffff8161f693
               0xffffffff8161cbfe
               0xffffffff8161a579
               0xffffffff81b98907

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff81658d16
            |
            ---0xffffffff81658d16
               0xffffffff8161f693
               0xffffffff8161cbfe
               0xffffffff8161a579
               0xffffffff81b98907

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff8161f693
            |
            ---0xffffffff8161f693
               0xffffffff8161cbfe
               0xffffffff8161a579
               0xffffffff81b98907

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff8161cbfe
            |
            ---0xffffffff8161cbfe
               0xffffffff8161a579
               0xffffffff81b98907

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff8161a579
            |
            ---0xffffffff8161a579
               0xffffffff81b98907

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff816367c4
            |
            ---0xffffffff816367c4
               0xffffffff81690a32

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff816d11d7
            |
            ---0xffffffff816d11d7
               0xffffffff816caf85

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff816f768c
            |
            ---0xffffffff816f768c
               0xffffffff81443268

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff821d3cb9
            |
            ---0xffffffff821d3cb9
               0xffffffff821c7912
               0xffffffff821c7568
               0xffffffff821c5404

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff821c7912
            |
            ---0xffffffff821c7912
               0xffffffff821c7568
               0xffffffff821c5404

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff821c7568
            |
            ---0xffffffff821c7568
               0xffffffff821c5404

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff821ceedf
            |
            ---0xffffffff821ceedf
               0xffffffff81636443

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff821e3552
            |
            ---0xffffffff821e3552
               0xffffffff821df5f0

     1.06%     0.00%  perf             [kernel.kallsyms]                    [k] 0xffffffff821e38df
            |
            ---0xffffffff821e38df
               0xffffffff821ddaa7

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f0f45cfcb78
            |
            ---0x7f0f45cfcb78
               0x7f0f45cfc34f
               0x7f0f45cffe39
               0x7f0f45cf02bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e5071
               0xffffffff815e493f
               0xffffffff815fd678
               0xffffffff822016f7

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f0f45cfc34f
            |
            ---0x7f0f45cfc34f
               0x7f0f45cffe39
               0x7f0f45cf02bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e5071
               0xffffffff815e493f
               0xffffffff815fd678
               0xffffffff822016f7

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f0f45cffe39
            |
            ---0x7f0f45cffe39
               0x7f0f45cf02bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e5071
               0xffffffff815e493f
               0xffffffff815fd678
               0xffffffff822016f7

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f0f45cf02bc
            |
            ---0x7f0f45cf02bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e5071
               0xffffffff815e493f
               0xffffffff815fd678
               0xffffffff822016f7

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f1c9dc8fb78
            |
            ---0x7f1c9dc8fb78
               0x7f1c9dc8f34f
               0x7f1c9dc92e39
               0x7f1c9dc832bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e4bff
               0xffffffff81691560

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f1c9dc8f34f
            |
            ---0x7f1c9dc8f34f
               0x7f1c9dc92e39
               0x7f1c9dc832bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e4bff
               0xffffffff81691560

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f1c9dc92e39
            |
            ---0x7f1c9dc92e39
               0x7f1c9dc832bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e4bff
               0xffffffff81691560

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f1c9dc832bc
            |
            ---0x7f1c9dc832bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e4bff
               0xffffffff81691560

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f2f25c36b78
            |
            ---0x7f2f25c36b78
               0x7f2f25c3634f
               0x7f2f25c39e39
               0x7f2f25c2a2bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e500a
               0xffffffff815ddc04
               0xffffffff81590b8a
               0xffffffff8159007d
               0xffffffff8158fef9
               0xffffffff821e5ae3

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f2f25c3634f
            |
            ---0x7f2f25c3634f
               0x7f2f25c39e39
               0x7f2f25c2a2bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e500a
               0xffffffff815ddc04
               0xffffffff81590b8a
               0xffffffff8159007d
               0xffffffff8158fef9
               0xffffffff821e5ae3

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f2f25c39e39
            |
            ---0x7f2f25c39e39
               0x7f2f25c2a2bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e500a
               0xffffffff815ddc04
               0xffffffff81590b8a
               0xffffffff8159007d
               0xffffffff8158fef9
               0xffffffff821e5ae3

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f2f25c2a2bc
            |
            ---0x7f2f25c2a2bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e500a
               0xffffffff815ddc04
               0xffffffff81590b8a
               0xffffffff8159007d
               0xffffffff8158fef9
               0xffffffff821e5ae3

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f3d8b17b0c5
            |
            ---0x7f3d8b17b0c5
               0x7f3d8b179df9
               0xffffffff81000c82
               0xffffffff821f2fa7

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f3d8b179df9
            |
            ---0x7f3d8b179df9
               0xffffffff81000c82
               0xffffffff821f2fa7

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f50de565b78
            |
            ---0x7f50de565b78
               0x7f50de56534f
               0x7f50de568e39
               0x7f50de5592bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e5071
               0xffffffff815e493f
               0xffffffff815fd678
               0xffffffff822016f7

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f50de56534f
            |
            ---0x7f50de56534f
               0x7f50de568e39
               0x7f50de5592bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e5071
               0xffffffff815e493f
               0xffffffff815fd678
               0xffffffff822016f7

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f50de568e39
            |
            ---0x7f50de568e39
               0x7f50de5592bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e5071
               0xffffffff815e493f
               0xffffffff815fd678
               0xffffffff822016f7

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f50de5592bc
            |
            ---0x7f50de5592bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e5071
               0xffffffff815e493f
               0xffffffff815fd678
               0xffffffff822016f7

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f74c5ef5b78
            |
            ---0x7f74c5ef5b78
               0x7f74c5ef534f
               0x7f74c5ef8e39
               0x7f74c5ee93aa

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f74c5ef534f
            |
            ---0x7f74c5ef534f
               0x7f74c5ef8e39
               0x7f74c5ee93aa

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f74c5ef8e39
            |
            ---0x7f74c5ef8e39
               0x7f74c5ee93aa

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f74c5ee93aa
            |
            ---0x7f74c5ee93aa

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f8d60116b78
            |
            ---0x7f8d60116b78
               0x7f8d6011634f
               0x7f8d60119e39
               0x7f8d6010a2bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e500a
               0xffffffff815ddc04
               0xffffffff81590b8a
               0xffffffff8159007d
               0xffffffff8158ff22

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f8d6011634f
            |
            ---0x7f8d6011634f
               0x7f8d60119e39
               0x7f8d6010a2bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e500a
               0xffffffff815ddc04
               0xffffffff81590b8a
               0xffffffff8159007d
               0xffffffff8158ff22

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f8d60119e39
            |
            ---0x7f8d60119e39
               0x7f8d6010a2bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e500a
               0xffffffff815ddc04
               0xffffffff81590b8a
               0xffffffff8159007d
               0xffffffff8158ff22

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f8d6010a2bc
            |
            ---0x7f8d6010a2bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e500a
               0xffffffff815ddc04
               0xffffffff81590b8a
               0xffffffff8159007d
               0xffffffff8158ff22

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f95824d50c5
            |
            ---0x7f95824d50c5
               0x7f95824edca3
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff815f0cb8
               0xffffffff815b9a34
               0xffffffff815f1c64
               0xffffffff8160f449
               0xffffffff821ceedf
               0xffffffff81636443

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f95824edca3
            |
            ---0x7f95824edca3
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff815f0cb8
               0xffffffff815b9a34
               0xffffffff815f1c64
               0xffffffff8160f449
               0xffffffff821ceedf
               0xffffffff81636443

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f9d3842722a
            |
            ---0x7f9d3842722a
               0x7f9d3843fb1d
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b57dd
               0xffffffff816b531e
               0xffffffff816d2183
               0xffffffff816d11d7
               0xffffffff816caf85

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007f9d3843fb1d
            |
            ---0x7f9d3843fb1d
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b57dd
               0xffffffff816b531e
               0xffffffff816d2183
               0xffffffff816d11d7
               0xffffffff816caf85

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007fa1e42e8b78
            |
            ---0x7fa1e42e8b78
               0x7fa1e42e834f
               0x7fa1e42ebe39
               0x7fa1e42dc29b
               0xffffffff81000c82
               0xffffffff821f2fa7

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007fa1e42e834f
            |
            ---0x7fa1e42e834f
               0x7fa1e42ebe39
               0x7fa1e42dc29b
               0xffffffff81000c82
               0xffffffff821f2fa7

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007fa1e42ebe39
            |
            ---0x7fa1e42ebe39
               0x7fa1e42dc29b
               0xffffffff81000c82
               0xffffffff821f2fa7

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007fa1e42dc29b
            |
            ---0x7fa1e42dc29b
               0xffffffff81000c82
               0xffffffff821f2fa7

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007facf8b2eb78
            |
            ---0x7facf8b2eb78
               0x7facf8b2e34f
               0x7facf8b31e39
               0x7facf8b222bc

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007facf8b2e34f
            |
            ---0x7facf8b2e34f
               0x7facf8b31e39
               0x7facf8b222bc

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007facf8b31e39
            |
            ---0x7facf8b31e39
               0x7facf8b222bc

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007facf8b222bc
            |
            ---0x7facf8b222bc

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007fb0ddb160c5
            |
            ---0x7fb0ddb160c5
               0x7fb0ddb2eca3
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff815f0cb8
               0xffffffff815b9a34
               0xffffffff815f1c64
               0xffffffff8160ef9d
               0xffffffff8160dc62
               0xffffffff8160db1f
               0xffffffff8160d5b9
               0xffffffff821d3cb9
               0xffffffff821c7912
               0xffffffff821c7568
               0xffffffff821c5404

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007fb0ddb2eca3
            |
            ---0x7fb0ddb2eca3
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff815f0cb8
               0xffffffff815b9a34
               0xffffffff815f1c64
               0xffffffff8160ef9d
               0xffffffff8160dc62
               0xffffffff8160db1f
               0xffffffff8160d5b9
               0xffffffff821d3cb9
               0xffffffff821c7912
               0xffffffff821c7568
               0xffffffff821c5404

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007fc00da49b78
            |
            ---0x7fc00da49b78
               0x7fc00da4934f
               0x7fc00da4ce39
               0x7fc00da3d2bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e4bde
               0xffffffff8165bc61
               0xffffffff81658d16
               0xffffffff8161f693
               0xffffffff8161cbfe
               0xffffffff8161a579
               0xffffffff81b98907

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007fc00da4934f
            |
            ---0x7fc00da4934f
               0x7fc00da4ce39
               0x7fc00da3d2bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e4bde
               0xffffffff8165bc61
               0xffffffff81658d16
               0xffffffff8161f693
               0xffffffff8161cbfe
               0xffffffff8161a579
               0xffffffff81b98907

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007fc00da4ce39
            |
            ---0x7fc00da4ce39
               0x7fc00da3d2bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e4bde
               0xffffffff8165bc61
               0xffffffff81658d16
               0xffffffff8161f693
               0xffffffff8161cbfe
               0xffffffff8161a579
               0xffffffff81b98907

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007fc00da3d2bc
            |
            ---0x7fc00da3d2bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e4bde
               0xffffffff8165bc61
               0xffffffff81658d16
               0xffffffff8161f693
               0xffffffff8161cbfe
               0xffffffff8161a579
               0xffffffff81b98907

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007fc9b0cb84ba
            |
            ---0x7fc9b0cb84ba

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007fd4dd4fcb78
            |
            ---0x7fd4dd4fcb78
               0x7fd4dd4fc34f
               0x7fd4dd4ffe39
               0x7fd4dd4f02b1
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e4e4c
               0xffffffff8158c7c0

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007fd4dd4fc34f
            |
            ---0x7fd4dd4fc34f
               0x7fd4dd4ffe39
               0x7fd4dd4f02b1
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e4e4c
               0xffffffff8158c7c0

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007fd4dd4ffe39
            |
            ---0x7fd4dd4ffe39
               0x7fd4dd4f02b1
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e4e4c
               0xffffffff8158c7c0

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007fd4dd4f02b1
            |
            ---0x7fd4dd4f02b1
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec1ac
               0xffffffff815e4e4c
               0xffffffff8158c7c0

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007fd63ded6069
            |
            ---0x7fd63ded6069

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007fdea3da2b78
            |
            ---0x7fdea3da2b78
               0x7fdea3da234f
               0x7fdea3da5e39
               0x7fdea3d962bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec3aa
               0xffffffff815e352f
               0xffffffff815fd678
               0xffffffff822016f7

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007fdea3da234f
            |
            ---0x7fdea3da234f
               0x7fdea3da5e39
               0x7fdea3d962bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec3aa
               0xffffffff815e352f
               0xffffffff815fd678
               0xffffffff822016f7

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007fdea3da5e39
            |
            ---0x7fdea3da5e39
               0x7fdea3d962bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec3aa
               0xffffffff815e352f
               0xffffffff815fd678
               0xffffffff822016f7

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007fdea3d962bc
            |
            ---0x7fdea3d962bc
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec3aa
               0xffffffff815e352f
               0xffffffff815fd678
               0xffffffff822016f7

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007ff0ee62fc1a
            |
            ---0x7ff0ee62fc1a

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007ff192a9e0c5
            |
            ---0x7ff192a9e0c5
               0x7ff192ab6ca3
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff815f0cb8
               0xffffffff815b9a34
               0xffffffff815f1c64
               0xffffffff8160f3c3
               0xffffffff815dd53a
               0xffffffff816367c4
               0xffffffff81690a32

     1.06%     0.00%  perf             ld-linux-x86-64.so.2                 [.] 0x00007ff192ab6ca3
            |
            ---0x7ff192ab6ca3
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff815f0cb8
               0xffffffff815b9a34
               0xffffffff815f1c64
               0xffffffff8160f3c3
               0xffffffff815dd53a
               0xffffffff816367c4
               0xffffffff81690a32

     1.06%     0.00%  perf             libc.so.6                            [.] 0x00007f3d8a44524a
            |
            ---0x7f3d8a44524a
               0x563105ccf183
               0x563105d7bcf1
               0x563105cf08f5
               0x563105de21ed
               0x563105ec2011

     1.06%     0.00%  perf             libc.so.6                            [.] 0x00007f3d8a4b6109
            |
            ---0x7f3d8a4b6109
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec3ce
               0xffffffff815e9f84

     1.06%     0.00%  perf             libc.so.6                            [.] 0x00007f74c524524a
            |
            ---0x7f74c524524a
               0x55616fd97183
               0x55616fe43cf1
               0x55616fdb8187
               0x55616feaddc4
               0x55616feac5b0
               0x55616feab434
               0x55616feb09c4
               0x55616feac043
               0x55616fdb5763
               0x55616fed5a85
               0x55616fe998aa
               0x55616fe9fac5
               0x55616fe9ccd5
               0x55616fe594d5
               0x55616fea6d6c
               0x55616fe84047
               0x55616ff35b05
               0x55616ff357bc
               0x7f74c5387301

     1.06%     0.00%  perf             libc.so.6                            [.] 0x00007f74c5387301
            |
            ---0x7f74c5387301

     1.06%     0.00%  perf             libc.so.6                            [.] 0x00007f82ee585ac0
            |
            ---0x7f82ee585ac0

     1.06%     0.00%  perf             libc.so.6                            [.] 0x00007f9fe0260109
            |
            ---0x7f9fe0260109
               0xffffffff81000c82
               0xffffffff821f3046
               0xffffffff815ec9d0
               0xffffffff815ec3ce
               0xffffffff815e9f80

     1.06%     0.00%  perf             libc.so.6                            [.] 0x00007fc9b017dc73
            |
            ---0x7fc9b017dc73

     1.06%     0.00%  perf             libc.so.6                            [.] 0x00007fd63d316011
            |
            ---0x7fd63d316011
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b57dd
               0xffffffff816b531e
               0xffffffff816d2183
               0xffffffff816d0eb4

     1.06%     0.00%  perf             libc.so.6                            [.] 0x00007ff64daae2ad
            |
            ---0x7ff64daae2ad
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b9706
               0xffffffff816b8aab
               0xffffffff817788e5
               0xffffffff816f792b
               0xffffffff816f7657
               0xffffffff81442bb4
               0xffffffff816f6fe1
               0xffffffff821e3558

     1.06%     0.00%  perf             libc.so.6                            [.] 0x00007ff64daae2ec
            |
            ---0x7ff64daae2ec
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b9706
               0xffffffff816b8aab
               0xffffffff817788e5
               0xffffffff816f792b
               0xffffffff816f7657
               0xffffffff81442bb4
               0xffffffff816f6fe1
               0xffffffff821e396b

     1.06%     0.00%  perf             perf                                 [.] 0x000055616fd97183
            |
            ---0x55616fd97183
               0x55616fe43cf1
               0x55616fdb8187
               0x55616feaddc4
               0x55616feac5b0
               0x55616feab434
               0x55616feb09c4
               0x55616feac043
               0x55616fdb5763
               0x55616fed5a85
               0x55616fe998aa
               0x55616fe9fac5
               0x55616fe9ccd5
               0x55616fe594d5
               0x55616fea6d6c
               0x55616fe84047
               0x55616ff35b05
               0x55616ff357bc
               0x7f74c5387301

     1.06%     0.00%  perf             perf                                 [.] 0x000055616fe43cf1
            |
            ---0x55616fe43cf1
               0x55616fdb8187
               0x55616feaddc4
               0x55616feac5b0
               0x55616feab434
               0x55616feb09c4
               0x55616feac043
               0x55616fdb5763
               0x55616fed5a85
               0x55616fe998aa
               0x55616fe9fac5
               0x55616fe9ccd5
               0x55616fe594d5
               0x55616fea6d6c
               0x55616fe84047
               0x55616ff35b05
               0x55616ff357bc
               0x7f74c5387301

     1.06%     0.00%  perf             perf                                 [.] 0x000055616fdb8187
            |
            ---0x55616fdb8187
               0x55616feaddc4
               0x55616feac5b0
               0x55616feab434
               0x55616feb09c4
               0x55616feac043
               0x55616fdb5763
               0x55616fed5a85
               0x55616fe998aa
               0x55616fe9fac5
               0x55616fe9ccd5
               0x55616fe594d5
               0x55616fea6d6c
               0x55616fe84047
               0x55616ff35b05
               0x55616ff357bc
               0x7f74c5387301

     1.06%     0.00%  perf             perf                                 [.] 0x000055616feaddc4
            |
            ---0x55616feaddc4
               0x55616feac5b0
               0x55616feab434
               0x55616feb09c4
               0x55616feac043
               0x55616fdb5763
               0x55616fed5a85
               0x55616fe998aa
               0x55616fe9fac5
               0x55616fe9ccd5
               0x55616fe594d5
               0x55616fea6d6c
               0x55616fe84047
               0x55616ff35b05
               0x55616ff357bc
               0x7f74c5387301

     1.06%     0.00%  perf             perf                                 [.] 0x000055616feac5b0
            |
            ---0x55616feac5b0
               0x55616feab434
               0x55616feb09c4
               0x55616feac043
               0x55616fdb5763
               0x55616fed5a85
               0x55616fe998aa
               0x55616fe9fac5
               0x55616fe9ccd5
               0x55616fe594d5
               0x55616fea6d6c
               0x55616fe84047
               0x55616ff35b05
               0x55616ff357bc
               0x7f74c5387301

     1.06%     0.00%  perf             perf                                 [.] 0x000055616feab434
            |
            ---0x55616feab434
               0x55616feb09c4
               0x55616feac043
               0x55616fdb5763
               0x55616fed5a85
               0x55616fe998aa
               0x55616fe9fac5
               0x55616fe9ccd5
               0x55616fe594d5
               0x55616fea6d6c
               0x55616fe84047
               0x55616ff35b05
               0x55616ff357bc
               0x7f74c5387301

     1.06%     0.00%  perf             perf                                 [.] 0x000055616feb09c4
            |
            ---0x55616feb09c4
               0x55616feac043
               0x55616fdb5763
               0x55616fed5a85
               0x55616fe998aa
               0x55616fe9fac5
               0x55616fe9ccd5
               0x55616fe594d5
               0x55616fea6d6c
               0x55616fe84047
               0x55616ff35b05
               0x55616ff357bc
               0x7f74c5387301

     1.06%     0.00%  perf             perf                                 [.] 0x000055616feac043
            |
            ---0x55616feac043
               0x55616fdb5763
               0x55616fed5a85
               0x55616fe998aa
               0x55616fe9fac5
               0x55616fe9ccd5
               0x55616fe594d5
               0x55616fea6d6c
               0x55616fe84047
               0x55616ff35b05
               0x55616ff357bc
               0x7f74c5387301

     1.06%     0.00%  perf             perf                                 [.] 0x000055616fdb5763
            |
            ---0x55616fdb5763
               0x55616fed5a85
               0x55616fe998aa
               0x55616fe9fac5
               0x55616fe9ccd5
               0x55616fe594d5
               0x55616fea6d6c
               0x55616fe84047
               0x55616ff35b05
               0x55616ff357bc
               0x7f74c5387301

     1.06%     0.00%  perf             perf                                 [.] 0x000055616fed5a85
            |
            ---0x55616fed5a85
               0x55616fe998aa
               0x55616fe9fac5
               0x55616fe9ccd5
               0x55616fe594d5
               0x55616fea6d6c
               0x55616fe84047
               0x55616ff35b05
               0x55616ff357bc
               0x7f74c5387301

     1.06%     0.00%  perf             perf                                 [.] 0x000055616fe998aa
            |
            ---0x55616fe998aa
               0x55616fe9fac5
               0x55616fe9ccd5
               0x55616fe594d5
               0x55616fea6d6c
               0x55616fe84047
               0x55616ff35b05
               0x55616ff357bc
               0x7f74c5387301

     1.06%     0.00%  perf             perf                                 [.] 0x000055616fe9fac5
            |
            ---0x55616fe9fac5
               0x55616fe9ccd5
               0x55616fe594d5
               0x55616fea6d6c
               0x55616fe84047
               0x55616ff35b05
               0x55616ff357bc
               0x7f74c5387301

     1.06%     0.00%  perf             perf                                 [.] 0x000055616fe9ccd5
            |
            ---0x55616fe9ccd5
               0x55616fe594d5
               0x55616fea6d6c
               0x55616fe84047
               0x55616ff35b05
               0x55616ff357bc
               0x7f74c5387301

     1.06%     0.00%  perf             perf                                 [.] 0x000055616fe594d5
            |
            ---0x55616fe594d5
               0x55616fea6d6c
               0x55616fe84047
               0x55616ff35b05
               0x55616ff357bc
               0x7f74c5387301

     1.06%     0.00%  perf             perf                                 [.] 0x000055616fea6d6c
            |
            ---0x55616fea6d6c
               0x55616fe84047
               0x55616ff35b05
               0x55616ff357bc
               0x7f74c5387301

     1.06%     0.00%  perf             perf                                 [.] 0x000055616fe84047
            |
            ---0x55616fe84047
               0x55616ff35b05
               0x55616ff357bc
               0x7f74c5387301

     1.06%     0.00%  perf             perf                                 [.] 0x000055616ff35b05
            |
            ---0x55616ff35b05
               0x55616ff357bc
               0x7f74c5387301

     1.06%     0.00%  perf             perf                                 [.] 0x000055616ff357bc
            |
            ---0x55616ff357bc
               0x7f74c5387301

     1.06%     0.00%  perf             perf                                 [.] 0x0000556882afd96f
            |
            ---0x556882afd96f
               0x556882a49508
               0x556882a3fcea

     1.06%     0.00%  perf             perf                                 [.] 0x0000556882afd977
            |
            ---0x556882afd977
               0x556882a49202
               0x556882a3fce7

     1.06%     0.00%  perf             perf                                 [.] 0x0000556882a49202
            |
            ---0x556882a49202
               0x556882a3fce7

     1.06%     0.00%  perf             perf                                 [.] 0x0000556882a49508
            |
            ---0x556882a49508
               0x556882a3fcea

     1.06%     0.00%  perf             perf                                 [.] 0x0000556882a3fce7
            |
            ---0x556882a3fce7

     1.06%     0.00%  perf             perf                                 [.] 0x0000556882a3fcea
            |
            ---0x556882a3fcea

     1.06%     0.00%  perf             perf                                 [.] 0x000055c67a1aecac
            |
            ---0x55c67a1aecac
               0x55c67a287dc4
               0x55c67a2865b0
               0x55c67a285434
               0x55c67a28a9c4
               0x55c67a286043
               0x55c67a1a9fc2
               0x55c67a1a8d8b
               0x55c67a33dab2
               0x55c67a28d65f
               0x55c67a27fa62
               0x55c67a280c04
               0x55c67a25e7a3
               0x55c67a25d7a2
               0x55c67a2448dd
               0x55c67a25b8c3
               0x7f82ee585ac0

     1.06%     0.00%  perf             perf                                 [.] 0x000055c67a287dc4
            |
            ---0x55c67a287dc4
               0x55c67a2865b0
               0x55c67a285434
               0x55c67a28a9c4
               0x55c67a286043
               0x55c67a1a9fc2
               0x55c67a1a8d8b
               0x55c67a33dab2
               0x55c67a28d65f
               0x55c67a27fa62
               0x55c67a280c04
               0x55c67a25e7a3
               0x55c67a25d7a2
               0x55c67a2448dd
               0x55c67a25b8c3
               0x7f82ee585ac0

     1.06%     0.00%  perf             perf                                 [.] 0x000055c67a2865b0
            |
            ---0x55c67a2865b0
               0x55c67a285434
               0x55c67a28a9c4
               0x55c67a286043
               0x55c67a1a9fc2
               0x55c67a1a8d8b
               0x55c67a33dab2
               0x55c67a28d65f
               0x55c67a27fa62
               0x55c67a280c04
               0x55c67a25e7a3
               0x55c67a25d7a2
               0x55c67a2448dd
               0x55c67a25b8c3
               0x7f82ee585ac0

     1.06%     0.00%  perf             perf                                 [.] 0x000055c67a285434
            |
            ---0x55c67a285434
               0x55c67a28a9c4
               0x55c67a286043
               0x55c67a1a9fc2
               0x55c67a1a8d8b
               0x55c67a33dab2
               0x55c67a28d65f
               0x55c67a27fa62
               0x55c67a280c04
               0x55c67a25e7a3
               0x55c67a25d7a2
               0x55c67a2448dd
               0x55c67a25b8c3
               0x7f82ee585ac0

     1.06%     0.00%  perf             perf                                 [.] 0x000055c67a28a9c4
            |
            ---0x55c67a28a9c4
               0x55c67a286043
               0x55c67a1a9fc2
               0x55c67a1a8d8b
               0x55c67a33dab2
               0x55c67a28d65f
               0x55c67a27fa62
               0x55c67a280c04
               0x55c67a25e7a3
               0x55c67a25d7a2
               0x55c67a2448dd
               0x55c67a25b8c3
               0x7f82ee585ac0

     1.06%     0.00%  perf             perf                                 [.] 0x000055c67a286043
            |
            ---0x55c67a286043
               0x55c67a1a9fc2
               0x55c67a1a8d8b
               0x55c67a33dab2
               0x55c67a28d65f
               0x55c67a27fa62
               0x55c67a280c04
               0x55c67a25e7a3
               0x55c67a25d7a2
               0x55c67a2448dd
               0x55c67a25b8c3
               0x7f82ee585ac0

     1.06%     0.00%  perf             perf                                 [.] 0x000055c67a1a9fc2
            |
            ---0x55c67a1a9fc2
               0x55c67a1a8d8b
               0x55c67a33dab2
               0x55c67a28d65f
               0x55c67a27fa62
               0x55c67a280c04
               0x55c67a25e7a3
               0x55c67a25d7a2
               0x55c67a2448dd
               0x55c67a25b8c3
               0x7f82ee585ac0

     1.06%     0.00%  perf             perf                                 [.] 0x000055c67a1a8d8b
            |
            ---0x55c67a1a8d8b
               0x55c67a33dab2
               0x55c67a28d65f
               0x55c67a27fa62
               0x55c67a280c04
               0x55c67a25e7a3
               0x55c67a25d7a2
               0x55c67a2448dd
               0x55c67a25b8c3
               0x7f82ee585ac0

     1.06%     0.00%  perf             perf                                 [.] 0x000055c67a33dab2
            |
            ---0x55c67a33dab2
               0x55c67a28d65f
               0x55c67a27fa62
               0x55c67a280c04
               0x55c67a25e7a3
               0x55c67a25d7a2
               0x55c67a2448dd
               0x55c67a25b8c3
               0x7f82ee585ac0

     1.06%     0.00%  perf             perf                                 [.] 0x000055c67a28d65f
            |
            ---0x55c67a28d65f
               0x55c67a27fa62
               0x55c67a280c04
               0x55c67a25e7a3
               0x55c67a25d7a2
               0x55c67a2448dd
               0x55c67a25b8c3
               0x7f82ee585ac0

     1.06%     0.00%  perf             perf                                 [.] 0x000055c67a27fa62
            |
            ---0x55c67a27fa62
               0x55c67a280c04
               0x55c67a25e7a3
               0x55c67a25d7a2
               0x55c67a2448dd
               0x55c67a25b8c3
               0x7f82ee585ac0

     1.06%     0.00%  perf             perf                                 [.] 0x000055c67a1ae376
            |
            ---0x55c67a1ae376
               0x55c67a284196
               0x55c67a277a5f
               0x55c67a2590e9
               0x55c67a25ba5b
               0x55c67a2516f4

     1.06%     0.00%  perf             perf                                 [.] 0x000055c67a280c04
            |
            ---0x55c67a280c04
               0x55c67a25e7a3
               0x55c67a25d7a2
               0x55c67a2448dd
               0x55c67a25b8c3
               0x7f82ee585ac0

     1.06%     0.00%  perf             perf                                 [.] 0x000055c67a25e7a3
            |
            ---0x55c67a25e7a3
               0x55c67a25d7a2
               0x55c67a2448dd
               0x55c67a25b8c3
               0x7f82ee585ac0

     1.06%     0.00%  perf             perf                                 [.] 0x000055c67a284196
            |
            ---0x55c67a284196
               0x55c67a277a5f
               0x55c67a2590e9
               0x55c67a25ba5b
               0x55c67a2516f4

     1.06%     0.00%  perf             perf                                 [.] 0x000055c67a25d7a2
            |
            ---0x55c67a25d7a2
               0x55c67a2448dd
               0x55c67a25b8c3
               0x7f82ee585ac0

     1.06%     0.00%  perf             perf                                 [.] 0x000055c67a277a5f
            |
            ---0x55c67a277a5f
               0x55c67a2590e9
               0x55c67a25ba5b
               0x55c67a2516f4

     1.06%     0.00%  perf             perf                                 [.] 0x000055c67a2448dd
            |
            ---0x55c67a2448dd
               0x55c67a25b8c3
               0x7f82ee585ac0

     1.06%     0.00%  perf             perf                                 [.] 0x000055c67a2590e9
            |
            ---0x55c67a2590e9
               0x55c67a25ba5b
               0x55c67a2516f4

     1.06%     0.00%  perf             perf                                 [.] 0x000055c67a25b8c3
            |
            ---0x55c67a25b8c3
               0x7f82ee585ac0

     1.06%     0.00%  perf             perf                                 [.] 0x000055c67a25ba5b
            |
            ---0x55c67a25ba5b
               0x55c67a2516f4

     1.06%     0.00%  perf             perf                                 [.] 0x000055c67a2516f4
            |
            ---0x55c67a2516f4

     1.06%     0.00%  perf             perf                                 [.] 0x0000562e71c97aa0
            |
            ---0x562e71c97aa0
               0x562e71d939a3
               0x562e71d8ace4
               0x562e71e48a36
               0x7ff64daae2ad
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b9706
               0xffffffff816b8aab
               0xffffffff817788e5
               0xffffffff816f792b
               0xffffffff816f7657
               0xffffffff81442bb4
               0xffffffff816f6fe1
               0xffffffff821e3558

     1.06%     0.00%  perf             perf                                 [.] 0x0000562e71c989ac
            |
            ---0x562e71c989ac
               0x562e71c94d52
               0x562e71e45d26
               0x7ff64daae2ec
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b9706
               0xffffffff816b8aab
               0xffffffff817788e5
               0xffffffff816f792b
               0xffffffff816f7657
               0xffffffff81442bb4
               0xffffffff816f6fe1
               0xffffffff821e396b

     1.06%     0.00%  perf             perf                                 [.] 0x0000562e71d939a3
            |
            ---0x562e71d939a3
               0x562e71d8ace4
               0x562e71e48a36
               0x7ff64daae2ad
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b9706
               0xffffffff816b8aab
               0xffffffff817788e5
               0xffffffff816f792b
               0xffffffff816f7657
               0xffffffff81442bb4
               0xffffffff816f6fe1
               0xffffffff821e3558

     1.06%     0.00%  perf             perf                                 [.] 0x0000562e71c94d52
            |
            ---0x562e71c94d52
               0x562e71e45d26
               0x7ff64daae2ec
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b9706
               0xffffffff816b8aab
               0xffffffff817788e5
               0xffffffff816f792b
               0xffffffff816f7657
               0xffffffff81442bb4
               0xffffffff816f6fe1
               0xffffffff821e396b

     1.06%     0.00%  perf             perf                                 [.] 0x0000562e71d8ace4
            |
            ---0x562e71d8ace4
               0x562e71e48a36
               0x7ff64daae2ad
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b9706
               0xffffffff816b8aab
               0xffffffff817788e5
               0xffffffff816f792b
               0xffffffff816f7657
               0xffffffff81442bb4
               0xffffffff816f6fe1
               0xffffffff821e3558

     1.06%     0.00%  perf             perf                                 [.] 0x0000562e71e45d26
            |
            ---0x562e71e45d26
               0x7ff64daae2ec
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b9706
               0xffffffff816b8aab
               0xffffffff817788e5
               0xffffffff816f792b
               0xffffffff816f7657
               0xffffffff81442bb4
               0xffffffff816f6fe1
               0xffffffff821e396b

     1.06%     0.00%  perf             perf                                 [.] 0x0000562e71e48a36
            |
            ---0x562e71e48a36
               0x7ff64daae2ad
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b9706
               0xffffffff816b8aab
               0xffffffff817788e5
               0xffffffff816f792b
               0xffffffff816f7657
               0xffffffff81442bb4
               0xffffffff816f6fe1
               0xffffffff821e3558

     1.06%     0.00%  perf             perf                                 [.] 0x0000563105ccf183
            |
            ---0x563105ccf183
               0x563105d7bcf1
               0x563105cf08f5
               0x563105de21ed
               0x563105ec2011

     1.06%     0.00%  perf             [unknown]                            [k] 0x00007f3d8b1a78a8
            |
            ---0x7f3d8b1a78a8
               0x7f3d8b17b0c5
               0x7f3d8b179df9
               0xffffffff81000c82
               0xffffffff821f2fa7

     1.06%     0.00%  perf             perf                                 [.] 0x0000563105d7bcf1
            |
            ---0x563105d7bcf1
               0x563105cf08f5
               0x563105de21ed
               0x563105ec2011

     1.06%     0.00%  perf             perf                                 [.] 0x0000563105cf08f5
            |
            ---0x563105cf08f5
               0x563105de21ed
               0x563105ec2011

     1.06%     0.00%  perf             perf                                 [.] 0x0000563105de21ed
            |
            ---0x563105de21ed
               0x563105ec2011

     1.06%     0.00%  perf             perf                                 [.] 0x0000563105ec2011
            |
            ---0x563105ec2011

     1.06%     0.00%  perf             perf                                 [.] 0x0000565208980596
            |
            ---0x565208980596

     1.06%     0.00%  perf             [unknown]                            [k] 0x00007f55c3d568a8
            |
            ---0x7f55c3d568a8
               0x7f55c3d2a0c5
               0x7f55c3d42ca3
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff815f0cb8
               0xffffffff815b9a34
               0xffffffff815f1c64
               0xffffffff8160ef9d
               0xffffffff8160dbe3
               0xffffffff8160dad7
               0xffffffff8160d365
               0xffffffff815d2e66

     1.06%     0.00%  perf             [unknown]                            [k] 0x00007f95825018a8
            |
            ---0x7f95825018a8
               0x7f95824d50c5
               0x7f95824edca3
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff815f0cb8
               0xffffffff815b9a34
               0xffffffff815f1c64
               0xffffffff8160f449
               0xffffffff821ceedf
               0xffffffff81636443

     1.06%     0.00%  perf             [unknown]                            [k] 0x00007f9d384538a8
            |
            ---0x7f9d384538a8
               0x7f9d3842722a
               0x7f9d3843fb1d
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b57dd
               0xffffffff816b531e
               0xffffffff816d2183
               0xffffffff816d11d7
               0xffffffff816caf85

     1.06%     0.00%  perf             [unknown]                            [k] 0x00007fb0ddb428a8
            |
            ---0x7fb0ddb428a8
               0x7fb0ddb160c5
               0x7fb0ddb2eca3
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff815f0cb8
               0xffffffff815b9a34
               0xffffffff815f1c64
               0xffffffff8160ef9d
               0xffffffff8160dc62
               0xffffffff8160db1f
               0xffffffff8160d5b9
               0xffffffff821d3cb9
               0xffffffff821c7912
               0xffffffff821c7568
               0xffffffff821c5404

     1.06%     0.00%  perf             [unknown]                            [k] 0x00007ff192aca8a8
            |
            ---0x7ff192aca8a8
               0x7ff192a9e0c5
               0x7ff192ab6ca3
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff815f0cb8
               0xffffffff815b9a34
               0xffffffff815f1c64
               0xffffffff8160f3c3
               0xffffffff815dd53a
               0xffffffff816367c4
               0xffffffff81690a32

     1.06%     0.00%  perf             [unknown]                            [k] 0x3030663736303238
            |
            ---0x3030663736303238
               0x7f788f0362ec
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b9706
               0xffffffff816b8aab
               0xffffffff817788e5
               0xffffffff816f792b
               0xffffffff816f7657
               0xffffffff81442bb4
               0xffffffff816f6fe1
               0xffffffff821e3558

     1.06%     0.00%  perf             [unknown]                            [k] 0x3033396665623138
            |
            ---0x3033396665623138
               0x7facf80362ad
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b9706
               0xffffffff816b8aab
               0xffffffff817788e5
               0xffffffff816f792b
               0xffffffff816f7657
               0xffffffff81442bb4
               0xffffffff816f6fe1
               0xffffffff821e38df
               0xffffffff821ddaa7

     1.06%     0.00%  perf             [unknown]                            [k] 0x3065656364633138
            |
            ---0x3065656364633138
               0x7facf80362ad
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b9706
               0xffffffff816b8aab
               0xffffffff817788e5
               0xffffffff816f792b
               0xffffffff816f7657
               0xffffffff81442bb4
               0xffffffff816f6fe1
               0xffffffff821e3552
               0xffffffff821df5f0

     1.06%     0.00%  perf             [unknown]                            [k] 0x3033356531333138
            |
            ---0x3033356531333138
               0x7facf80362ad
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b9706
               0xffffffff816b8aab
               0xffffffff817788e5
               0xffffffff816f792b
               0xffffffff816f7657
               0xffffffff81442bb4
               0xffffffff816f6fe1
               0xffffffff821e3572

     1.06%     0.00%  perf             [unknown]                            [k] 0x3064626463653138
            |
            ---0x3064626463653138
               0x7facf80362ad
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b9706
               0xffffffff816b8aab
               0xffffffff817788e5
               0xffffffff816f792b
               0xffffffff816f7657
               0xffffffff81442bb4
               0xffffffff816f6fe1
               0xffffffff821e362c

     1.06%     0.00%  perf             [unknown]                            [k] 0x3034613436353138
            |
            ---0x3034613436353138
               0x7facf80362ad
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b9706
               0xffffffff816b8aab
               0xffffffff817788e5
               0xffffffff816f792b
               0xffffffff816f768c
               0xffffffff81443268

     1.06%     0.00%  perf             [unknown]                            [k] 0x3033316539383138
            |
            ---0x3033316539383138
               0x7facf80362ad
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b9706
               0xffffffff816b8aab
               0xffffffff817788e5
               0xffffffff816f792b
               0xffffffff816f74c2

     1.06%     0.00%  perf             [unknown]                            [k] 0x3064633738383138
            |
            ---0x3064633738383138
               0x7f788f0362ec
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b9706
               0xffffffff816b8aab
               0xffffffff817788e5
               0xffffffff816f792b
               0xffffffff816f7657
               0xffffffff81442bb4
               0xffffffff816f6fe1
               0xffffffff821e396b

     1.06%     0.00%  perf             [unknown]                            [k] 0x3034656639313238
            |
            ---0x3034656639313238
               0x7f788f0362ec
               0xffffffff81000130
               0xffffffff821ed4e6

     1.06%     0.00%  perf             [unknown]                            [k] 0x735f746e6576652f
            |
            ---0x735f746e6576652f
               0x7fd63d316011
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816b57dd
               0xffffffff816b531e
               0xffffffff816d2183
               0xffffffff816d0eb4

     1.06%     0.00%  python3          [kernel.kallsyms]                    [k] 0xffffffff81000130
            |
            ---0xffffffff81000130
               0xffffffff821ed511
               0xffffffff8124a526
               0xffffffff8135e294
               0xffffffff8135e1e9
               0xffffffff8135d887
               0xffffffff813533d1
               0xffffffff815f2ca5
               0xffffffff815e2804
               0xffffffff815e16cd

     1.06%     0.00%  python3          [kernel.kallsyms]                    [k] 0xffffffff821ed511
            |
            ---0xffffffff821ed511
               0xffffffff8124a526
               0xffffffff8135e294
               0xffffffff8135e1e9
               0xffffffff8135d887
               0xffffffff813533d1
               0xffffffff815f2ca5
               0xffffffff815e2804
               0xffffffff815e16cd

     1.06%     0.00%  python3          [kernel.kallsyms]                    [k] 0xffffffff8124a526
            |
            ---0xffffffff8124a526
               0xffffffff8135e294
               0xffffffff8135e1e9
               0xffffffff8135d887
               0xffffffff813533d1
               0xffffffff815f2ca5
               0xffffffff815e2804
               0xffffffff815e16cd

     1.06%     0.00%  python3          [kernel.kallsyms]                    [k] 0xffffffff8135e294
            |
            ---0xffffffff8135e294
               0xffffffff8135e1e9
               0xffffffff8135d887
               0xffffffff813533d1
               0xffffffff815f2ca5
               0xffffffff815e2804
               0xffffffff815e16cd

     1.06%     0.00%  python3          [kernel.kallsyms]                    [k] 0xffffffff8135e1e9
            |
            ---0xffffffff8135e1e9
               0xffffffff8135d887
               0xffffffff813533d1
               0xffffffff815f2ca5
               0xffffffff815e2804
               0xffffffff815e16cd

     1.06%     0.00%  python3          [kernel.kallsyms]                    [k] 0xffffffff8135d887
            |
            ---0xffffffff8135d887
               0xffffffff813533d1
               0xffffffff815f2ca5
               0xffffffff815e2804
               0xffffffff815e16cd

     1.06%     0.00%  python3          [kernel.kallsyms]                    [k] 0xffffffff813533d1
            |
            ---0xffffffff813533d1
               0xffffffff815f2ca5
               0xffffffff815e2804
               0xffffffff815e16cd

     1.06%     0.00%  python3          [kernel.kallsyms]                    [k] 0xffffffff815f2ca5
            |
            ---0xffffffff815f2ca5
               0xffffffff815e2804
               0xffffffff815e16cd

     1.06%     0.00%  python3          [unknown]                            [.] 0x00007f300d056240
            |
            ---0x7f300d056240
               0x7f300c9b1c40
               0x7f300ccfc849

     1.06%     0.00%  python3          [kernel.kallsyms]                    [k] 0xffffffff815e2804
            |
            ---0xffffffff815e2804
               0xffffffff815e16cd

     1.06%     0.00%  python3          [unknown]                            [.] 0x00007f300c9b1c40
            |
            ---0x7f300c9b1c40
               0x7f300ccfc849

     1.06%     0.00%  python3          [unknown]                            [.] 0x00007f300d057340
            |
            ---0x7f300d057340
               0x7f300cab6ef3

     1.06%     0.00%  python3          [unknown]                            [.] 0x00007f300d061860
            |
            ---0x7f300d061860
               0x7f300cd987a8

     1.06%     0.00%  python3          libc.so.6                            [.] 0x00007f300cab6ef3
            |
            ---0x7f300cab6ef3

     1.06%     0.00%  python3          libpython3.11.so.1.0                 [.] 0x00007f300ccfa92b
            |
            ---0x7f300ccfa92b

     1.06%     0.00%  python3          libpython3.11.so.1.0                 [.] 0x00007f300ccfc849
            |
            ---0x7f300ccfc849

     1.06%     0.00%  python3          libpython3.11.so.1.0                 [.] 0x00007f300cd987a8
            |
            ---0x7f300cd987a8

     1.06%     0.00%  record_prog      [kernel.kallsyms]                    [k] 0xffffffff81000e06
            |
            ---0xffffffff81000e06
               0xffffffff821f3a46
               0xffffffff815874c8
               0xffffffff821ea1d7

     1.06%     0.00%  record_prog      [kernel.kallsyms]                    [k] 0xffffffff821f3a46
            |
            ---0xffffffff821f3a46
               0xffffffff815874c8
               0xffffffff821ea1d7

     1.06%     0.00%  record_prog      [kernel.kallsyms]                    [k] 0xffffffff815874c8
            |
            ---0xffffffff815874c8
               0xffffffff821ea1d7

     1.06%     0.00%  record_prog      libc.so.6                            [.] 0x00007f0d1ba7d1f5
            |
            ---0x7f0d1ba7d1f5
               0x4013ba
               0x401394

     1.06%     0.00%  record_prog      record_prog                          [.] 0x0000000000401251
            |
            ---0x401251

     1.06%     0.00%  record_prog      record_prog                          [.] 0x0000000000401258
            |
            ---0x401258

     1.06%     0.00%  record_prog      record_prog                          [.] 0x000000000040127e
            |
            ---0x40127e

     1.06%     0.00%  record_prog      record_prog                          [.] 0x000000000040128b
            |
            ---0x40128b

     1.06%     0.00%  record_prog      record_prog                          [.] 0x0000000000401600
            |
            ---0x401600

     1.06%     0.00%  sleep            [unknown]                            [k] 0000000000000000
            |
            ---0
               0x7ff938da28a8
               0x7ff938d760c5
               0x7ff938d8e92a
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816c2752
               0xffffffff816c1313

     1.06%     0.00%  sleep            [unknown]                            [k] 0x00007ff938da28a8
            |
            ---0x7ff938da28a8
               0x7ff938d760c5
               0x7ff938d8e92a
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816c2752
               0xffffffff816c1313

     1.06%     0.00%  sleep            ld-linux-x86-64.so.2                 [.] 0x00007ff938d760c5
            |
            ---0x7ff938d760c5
               0x7ff938d8e92a
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816c2752
               0xffffffff816c1313

     1.06%     0.00%  sleep            ld-linux-x86-64.so.2                 [.] 0x00007ff938d8e92a
            |
            ---0x7ff938d8e92a
               0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816c2752
               0xffffffff816c1313

     1.06%     0.00%  sleep            [kernel.kallsyms]                    [k] 0xffffffff81000130
            |
            ---0xffffffff81000130
               0xffffffff821ed511
               0xffffffff816c2752
               0xffffffff816c1313

     1.06%     0.00%  sleep            [kernel.kallsyms]                    [k] 0xffffffff821ed511
            |
            ---0xffffffff821ed511
               0xffffffff816c2752
               0xffffffff816c1313

     1.06%     0.00%  sleep            [kernel.kallsyms]                    [k] 0xffffffff816c2752
            |
            ---0xffffffff816c2752
               0xffffffff816c1313



#
# (Tip: To show context switches in perf report sample context add --switch-events to perf record.)
#
