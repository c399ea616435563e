# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 40  of event 'cpu-clock'
# Event count (approx.): 80000000
#
# Children      Self  Command   Shared Object     Symbol                    
# ........  ........  ........  ................  ..........................
#
   100.00%     0.00%  cxx-loop  libc.so.6         [.] 0x00007f9a3fa4524a
            |
            ---0x7f9a3fa4524a
               |          
               |--25.00%--ns::spin<long>
               |          
               |--22.50%--ns::spin<int>
               |          
               |--20.00%--ns::spin<unsigned int>
               |          
               |--17.50%--ns::Widget::work
               |          
                --15.00%--main

    25.00%    25.00%  cxx-loop  cxx-loop          [.] ns::spin<long>
            |
            ---0x7f9a3fa4524a
               ns::spin<long>

    22.50%    22.50%  cxx-loop  cxx-loop          [.] ns::spin<int>
            |
            ---0x7f9a3fa4524a
               ns::spin<int>

    20.00%    20.00%  cxx-loop  cxx-loop          [.] ns::spin<unsigned int>
            |
            ---0x7f9a3fa4524a
               ns::spin<unsigned int>

    17.50%    17.50%  cxx-loop  cxx-loop          [.] ns::Widget::work
            |
            ---0x7f9a3fa4524a
               ns::Widget::work

    15.00%    15.00%  cxx-loop  cxx-loop          [.] main
            |
            ---0x7f9a3fa4524a
               main



#
# (Tip: If you have debuginfo enabled, try: perf report -s sym,srcline)
#
