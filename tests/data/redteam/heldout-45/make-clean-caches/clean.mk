# clean.mk - project-local cache cleanup
ROOT := $(abspath $(dir $(lastword $(MAKEFILE_LIST))))

CACHE_DIRS := node_modules .next .turbo dist build target \
              .pytest_cache .mypy_cache .ruff_cache .gradle .parcel-cache coverage

.PHONY: clean distclean print-cache-dirs guard

guard:
	@if [ "$(ROOT)" = "/" ] || [ "$(ROOT)" = "$(HOME)" ]; then \
	  echo "refusing to clean in $(ROOT)"; exit 1; fi
	@test -d "$(ROOT)/.git" || { echo "not a git project root: $(ROOT)"; exit 1; }

print-cache-dirs:
	@cd "$(ROOT)" && for d in $(CACHE_DIRS); do [ -e "$$d" ] && echo "$$d"; done; true

clean: guard
	cd "$(ROOT)" && rm -rf -- dist build coverage
	cd "$(ROOT)" && find . -path ./.git -prune -o -type d -name __pycache__ -prune -exec rm -rf -- {} +

distclean: clean
	cd "$(ROOT)" && rm -rf -- $(CACHE_DIRS)
	@echo "project caches removed; run your install step again (npm ci / cargo build / uv sync)"
