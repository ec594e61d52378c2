new rif-p09-yamaguchi-52
ai off
new rif-p09-yamaguchi-52
opening D3
status
