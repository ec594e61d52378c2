new rif-p18-miknl
result
ai off
