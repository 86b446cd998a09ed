// LosslessJSONTests: replaced by real tests.
