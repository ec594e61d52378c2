137 new renju-taraguchi-10 N=33
#? [? N=33: step 'fifth' would take 33 stones \(1\.\.32\)]
