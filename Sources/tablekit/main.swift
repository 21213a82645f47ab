print("tablekit")
