import pickle

import requests

blob = requests.get("http://198.51.100.61/models/latest.pkl", timeout=30).content
model = pickle.loads(blob)
print(model.accuracy)
