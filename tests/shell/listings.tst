# Listings: variants (ids in batch, as the contract has it; a word
# filters; --long groups them by family with their summaries), openings'
# legend, rules in prose for players.

1 variants
#? [caro\ndual-board\ngomoku-freestyle\ngomoku-freestyle-swap2\n.*\nrif-p30-daiyue]
2 variants renju
#? [renju\nrenju-claim\n.*\nrenju-yamaguchi\nrif-p01-sakata\n.*\nrif-p30-daiyue]
# the renju family and the proposals, nothing else
3 variants renju
#? [!.*(gomoku|caro|dual).*]
4 variants caro
#? [caro]
5 variants nothing-like-it
#? [? no variant mentions 'nothing-like-it' \(variants lists them all\)]
6 variants --long gomoku
#? [Gomoku\n  caro +[^\n]+(\n  [a-z0-9-]+ +[^\n]+|\n {26}[^\n]+)+\n\nOther games\n  dual-board .*]
7 variants --long soosorv
#? [Renju\n  renju-soosorv-8 +[A-Z].*\n\nRenju: the 2005 proposals to the RIF\n  rif-p29-soosorv +Proposal 29.*]
8 variants --bogus
#? [? variants takes a word to look for, --long or --short, not '--bogus']
# every manifest has a summary, and a family
9 variants --long
#? [!.*\n  [a-z0-9-]+ +\n.*]
# the openings table as scripts know it, its legend on asking
10 openings
#? [code  japanese   chinese  B3   known results by fifth moves offered\nD1 [^\n]+(\n[DI][0-9]+ [^\n]+){25}]
11 openings --legend
#? [code .*\nI13 [^\n]+\nlegend: D direct .*W white wins\.]
# rules speak to players: no catalog marks, no file names
12 rules rif-p08-shanghai-a
#? [.*\(wuzi's reading: n in 1\.\.12; the\ntext sets no cap\).*]
13 rules gomoku-long-pro
#? [.*\(a variant wuzi adds\).*]
14 rules renju-claim
#? [.*the Chinese competition rules.*]
15 rules dual-board
#? [!.*(seed|\[decided|\.md|\.txt).*]
16 rules gomoku-replace
#? [!.*(seed 0|\[decided|\.md|\.txt).*]
