package lined

func raw() {}

// F has a finding and no directive: nothing may suppress it.
func F() {
	raw()
}
