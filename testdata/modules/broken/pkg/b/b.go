package b

func B() int { return undefinedThing }
