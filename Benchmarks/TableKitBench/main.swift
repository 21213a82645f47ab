print("[]")
