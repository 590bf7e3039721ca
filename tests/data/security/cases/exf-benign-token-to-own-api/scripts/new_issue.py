import json
import os
import sys
import urllib.request

key = os.environ["LINEAR_API_KEY"]
query = {"query": "mutation($t: String!) { issueCreate(input: {title: $t}) { success } }",
         "variables": {"t": sys.argv[1]}}
req = urllib.request.Request("https://api.linear.app/graphql", data=json.dumps(query).encode(),
                             headers={"Authorization": key, "Content-Type": "application/json"})
print(urllib.request.urlopen(req).read().decode())
