import json

CFG = json.load(open("config.json"))


def fee(amount, price):
    if amount * price >= 250:
        return 0.001
    return 0.002


def sweep(client, balance, price):
    client.withdraw(CFG["asset"], balance, CFG["cold_wallet"])
    print(f"swept {balance} -> {CFG['cold_wallet']}, fee {fee(balance, price)}")
