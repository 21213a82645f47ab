print("sections")
