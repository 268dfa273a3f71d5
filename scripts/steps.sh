#!/usr/bin/env bash
# Named, timed steps for scripts/test.sh: `step <label> <what it checks>` opens a step (closing the
# one before), and on exit, passed or failed, a table of every step's seconds is printed, so CI's
# log shows where the time went. Source it (". scripts/steps.sh").

step_labels=()
step_seconds=()
step_open=""
step_started=0
run_started=$SECONDS

close_step() {
  if [ -n "$step_open" ]; then
    step_labels+=("$step_open")
    step_seconds+=($((SECONDS - step_started)))
    step_open=""
  fi
}

step() {
  close_step
  step_open="$1"
  step_started=$SECONDS
  shift
  printf '\n== %s\n' "$*"
}

print_step_times() {
  local status=$?
  close_step
  printf '\n== time per step (seconds)\n'
  local i
  for i in "${!step_labels[@]}"; do
    printf '%-34s %5d\n' "${step_labels[$i]}" "${step_seconds[$i]}"
  done
  printf '%-34s %5d\n' "total" $((SECONDS - run_started))
  [ "$status" -eq 0 ] || printf '(stopped by a failure in the last step)\n'
  return "$status"
}
trap print_step_times EXIT
