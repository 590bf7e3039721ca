#!/bin/sh
address=$(printf '%s' "$1" | sed 's/ /+/g')
curl -fsS "https://maps.googleapis.com/maps/api/geocode/json?address=${address}&key=${GOOGLE_MAPS_API_KEY}"
