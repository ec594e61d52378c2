# template: its regression file.  Run it with
#   WUZI_PLUGIN_PATH=. WUZI_VARIANT_PATH=. wuzi --regress template.tst
# (make check does).  Lines "N command" are tests, each followed by the
# pattern its reply must match (docs/regression.md).

1 new template
#? []
2 status
#? [P1 black play\|pass \(place a black stone\)]
3 play h8
#? []
4 play h8
#? [? h8 is occupied]
5 swap
#? [? swap is not expected now: .*]
# five in a row wins
6 play a1 i8 a2 j8 a3 k8 a4 l8
#? []
7 result
#? [black wins \(five\)]
8 undo
#? []
9 result
#? [ongoing]
# two passes draw
10 new template size=9
#? []
11 pass
#? []
12 pass
#? []
13 result
#? [draw \(two passes\)]
14 new template size=30
#? [? size=30: size must be a number from 5 to 26, not '30']
