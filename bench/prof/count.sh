#!/bin/bash
# count.sh <pid> <case> <amount>: per request in the server: promises created, express layers tried, routers entered.
pid=$1; c=$2; n=$3; d=${PROF_DIR:-/tmp}
for side in base plinth; do
  kill -USR1 $pid; sleep 0.3
  node "$(dirname $0)/load.mjs" $side $c $n > /dev/null
  kill -USR1 $pid; sleep 0.3
  read l r < $d/layers.txt
  echo "$side $c promises/req $(python3 -c "print(round($(cat $d/promises.txt)/$n,2))") layers/req $(python3 -c "print(round($l/$n,2))") routers/req $(python3 -c "print(round($r/$n,2))")"
done
