#!/bin/sh
# wuzi-balance as a Slurm array job: each task of the array plays one shard
# of the run and writes its summary; merge them once the array is done.
#
#   sbatch --array=0-99 --export=ALL,VARIANT=renju-rif,GAMES=100000 docs/balance-slurm.sh
#   wuzi-balance --merge balance-renju-rif-*.sum
#
# Settings come from the environment: VARIANT, GAMES (of the whole run),
# AI (default "engine nodes=2000"), SEED (default 1), OUT (the summaries'
# prefix, default balance-VARIANT) and WUZI_BALANCE (the program, default
# wuzi-balance from PATH).  The array's task ids must run from its first
# to its last by steps of 1 (--array=0-99, or 1-100).  A task that is
# requeued (preempted, or its node lost) goes on with its summary
# (--resume) instead of starting again.
#SBATCH --job-name=wuzi-balance
#SBATCH --cpus-per-task=1
#SBATCH --output=wuzi-balance-%A_%a.log
set -e
VARIANT=${VARIANT:-renju-rif}
GAMES=${GAMES:-100000}
AI=${AI:-engine nodes=2000}
SEED=${SEED:-1}
OUT=${OUT:-balance-$VARIANT}
task=${SLURM_ARRAY_TASK_ID:?not an array task: submit with sbatch --array=0-N}
count=${SLURM_ARRAY_TASK_COUNT:?not an array task: submit with sbatch --array=0-N}
k=$((task - ${SLURM_ARRAY_TASK_MIN:-0} + 1))
exec ${WUZI_BALANCE:-wuzi-balance} "$VARIANT" -n "$GAMES" --ai "$AI" --seed "$SEED" -q \
    --shard "$k/$count" --out "$OUT-$k.sum" --resume
