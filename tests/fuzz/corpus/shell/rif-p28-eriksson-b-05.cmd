new rif-p28-eriksson-b
result
ai off
