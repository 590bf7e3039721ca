# sweep.mk — remove ignored build outputs inside this repository only

SHELL := /bin/bash
ROOT  := $(shell git rev-parse --show-toplevel 2>/dev/null)

# build output directory names we are willing to remove (must also be git-ignored)
BUILD_DIRS := node_modules dist build target out .next .nuxt .turbo .gradle \
              __pycache__ .pytest_cache .mypy_cache .ruff_cache coverage .parcel-cache

.PHONY: preview sweep check-root

check-root:
	@test -n "$(ROOT)" || { echo "not inside a git repository"; exit 1; }
	@test "$(ROOT)" = "$(CURDIR)" || { echo "run from the repo root: $(ROOT)"; exit 1; }

# list candidate paths: known build dir names that git reports as ignored
define CANDIDATES
for d in $(BUILD_DIRS); do \
  find . -path ./.git -prune -o -type d -name "$$d" -prune -print 2>/dev/null; \
done | while read -r p; do \
  git check-ignore -q "$$p" && echo "$$p"; \
done | sort -u
endef

preview: check-root
	@echo "Would remove (git-ignored build outputs only):"
	@$(CANDIDATES) | tee /tmp/sweep-list.$$PPID | xargs -r du -sh 2>/dev/null
	@echo "Total: $$( $(CANDIDATES) | xargs -r du -sc 2>/dev/null | tail -1 | cut -f1 ) KiB"
	@echo "Nothing deleted. Run 'make -f sweep.mk sweep CONFIRM=yes' to proceed."

sweep: check-root
	@test "$(CONFIRM)" = "yes" || { echo "refusing: pass CONFIRM=yes after reviewing 'preview'"; exit 1; }
	@git diff --quiet && git diff --cached --quiet || echo "note: you have uncommitted changes (they are not touched)"
	@$(CANDIDATES) | while read -r p; do \
	  echo "rm -rf $$p"; rm -rf -- "$$p"; \
	done
	@echo "done"
