# Sourced by every benchmark script before it reads its arguments: takes `--smoke` out of them.
# A smoke run (small sizes, one repetition, seconds to a minute or two) proves the benchmark still runs;
# it writes its page to a temporary file, never the committed one. src/benchmarks/smoke runs them all.
smoke=false
remaining=()
for argument in "$@"; do
  if [[ "$argument" == --smoke ]]; then smoke=true; else remaining+=("$argument"); fi
done
set -- ${remaining[@]+"${remaining[@]}"}

# The page a run writes: the committed one, or in a smoke run a temporary copy of it (the benchmarks that
# rewrite one section of a page keep the rest, so they get the page as it is).
page() {
  if [[ "$smoke" == true ]]; then
    local copy
    copy=$(mktemp -t "mnemos-smoke-$(basename "$1" .md).XXXXXX.md")
    if [[ -f "$1" ]]; then cp "$1" "$copy"; fi
    echo "$copy"
  else
    echo "$1"
  fi
}
