let vendored = UIColor(named: "VendoredOnly")
