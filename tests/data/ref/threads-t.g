# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 258  of event 'cpu-clock'
# Event count (approx.): 516000000
#
# Children      Self  Command   Shared Object      Symbol                
# ........  ........  ........  .................  ......................
#
   100.00%     0.00%  worker-a  libc.so.6          [.] 0x00007fdc1ca311f5
            |
            ---0x7fdc1ca311f5
               |          
               |--99.22%--spin
               |          |          
               |           --7.36%--0xffffffff81000e06
               |                     |          
               |                     |--3.88%--0xffffffff822601e5
               |                     |          
               |                      --3.49%--0xffffffff822601f0
               |                                0xffffffff82265df3
               |                                0xffffffff82265244
               |                                0xffffffff813ae293
               |          
                --0.78%--worker_a

    99.22%    91.47%  worker-a  threads            [.] spin
            |          
            |--91.47%--0x7fdc1ca311f5
            |          spin
            |          
             --7.75%--spin
                       |          
                        --7.36%--0xffffffff81000e06
                                  |          
                                  |--3.88%--0xffffffff822601e5
                                  |          
                                   --3.49%--0xffffffff822601f0
                                             0xffffffff82265df3
                                             0xffffffff82265244
                                             0xffffffff813ae293

     7.36%     0.00%  worker-a  [kernel.kallsyms]  [k] 0xffffffff81000e06
            |
            ---0xffffffff81000e06
               |          
               |--3.88%--0xffffffff822601e5
               |          
                --3.49%--0xffffffff822601f0
                          0xffffffff82265df3
                          0xffffffff82265244
                          0xffffffff813ae293

     3.88%     3.88%  worker-a  [kernel.kallsyms]  [k] 0xffffffff813ae293
            |
            ---0x7fdc1ca311f5
               spin
               |          
                --3.49%--0xffffffff81000e06
                          0xffffffff822601f0
                          0xffffffff82265df3
                          0xffffffff82265244
                          0xffffffff813ae293

     3.88%     3.88%  worker-a  [kernel.kallsyms]  [k] 0xffffffff822601e5
            |
            ---0x7fdc1ca311f5
               spin
               0xffffffff81000e06
               0xffffffff822601e5

     3.88%     0.00%  worker-a  [kernel.kallsyms]  [k] 0xffffffff822601f0
            |
            ---0xffffffff822601f0
               0xffffffff82265df3
               0xffffffff82265244
               0xffffffff813ae293

     3.88%     0.00%  worker-a  [kernel.kallsyms]  [k] 0xffffffff82265df3
            |
            ---0xffffffff82265df3
               0xffffffff82265244
               0xffffffff813ae293

     3.88%     0.00%  worker-a  [kernel.kallsyms]  [k] 0xffffffff82265244
            |
            ---0xffffffff82265244
               0xffffffff813ae293

     0.78%     0.00%  worker-a  threads            [.] worker_a
            |
            ---worker_a

     0.39%     0.00%  worker-a  [kernel.kallsyms]  [k] 0xffffffff81000e46
     0.39%     0.39%  worker-a  libc.so.6          [.] 0x00000000000cf420
     0.39%     0.39%  worker-a  libc.so.6          [.] 0x00000000000cf427
     0.39%     0.00%  worker-a  libc.so.6          [.] 0x00007fdc1ca77420
     0.39%     0.00%  worker-a  libc.so.6          [.] 0x00007fdc1ca77427


#
# (Tip: Use parent filter to see specific call path: perf report -p <regex>)
#
