# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 401  of event 'cpu-clock'
# Event count (approx.): 401000000
#
# Children      Self  Command   Shared Object     Symbol                
# ........  ........  ........  ................  ......................
#
   100.00%   100.00%  cpu-loop  cpu-loop          [.] leaf
            |
            ---0x7fd8fb9db24a
               main
               |          
               |--81.55%--middle
               |          leaf
               |          
                --18.45%--leaf

   100.00%     0.00%  cpu-loop  libc.so.6         [.] 0x00007fd8fb9db24a
            |
            ---0x7fd8fb9db24a
               main
               |          
               |--81.55%--middle
               |          leaf
               |          
                --18.45%--leaf

   100.00%     0.00%  cpu-loop  cpu-loop          [.] main
            |
            ---main
               |          
               |--81.55%--middle
               |          leaf
               |          
                --18.45%--leaf

    81.55%     0.00%  cpu-loop  cpu-loop          [.] middle
            |
            ---middle
               leaf



#
# (Tip: For tracepoint events, try: perf report -s trace_fields)
#
