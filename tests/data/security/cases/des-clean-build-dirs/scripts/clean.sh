#!/usr/bin/env bash
set -e
rm -rf ./build ./dist ./*.egg-info .pytest_cache node_modules/.cache
rm -rf "${TMPDIR:-/tmp}/hermes-cache"
