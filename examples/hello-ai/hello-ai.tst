# hello-ai: wins when a stone wins, blocks the opponent's winning stone,
# else plays next to the stones; any variant.  Run it with
#   WUZI_PLUGIN_PATH=. wuzi --regress hello-ai.tst
# (make check does, from this folder).

1 new gomoku-freestyle size=9
#? []
2 ai white hello-ai seed=3
#? []
3 ai white hello-ai colour=red
#? [? .*unknown setting 'colour' \(hello-ai takes seed\)]
# white has four: it wins rather than block black's four
setup black a1 b1 c1 d1 h8 white a3 b3 c3 d3
4 play h9
#? [.*]
5 result
#? [white wins \(five\)]
# black has four and white none: white blocks at e1
new gomoku-freestyle size=9
ai white hello-ai
setup black a1 b1 c1 d1 white i9
6 play h5
#? [.*]
7 history
#? [1\. P1 play h5\n2\. P2 play e1]
# its first stones go next to the others
new gomoku-freestyle size=9
ai white hello-ai
8 play e5
#? [.*]
9 history
#? [1\. P1 play e5\n2\. P2 play [d-f][4-6]]
# it plays a game to its end against itself, through an opening rule
new gomoku-swap size=9
ai black hello-ai
ai white hello-ai
10 result
#? [(black|white) wins \(five\)|draw .*]
# and through offers of candidates (Lijing: two offers open at once)
new rif-p16-lijing
ai black hello-ai
ai white hello-ai
11 result
#? [(black|white) wins .*|draw .*]
