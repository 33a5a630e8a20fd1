package b

func malformed() {
	/* want `KV0002: directive has no reason` */ //kvlint:ignore HP1001

	/* want `KV0002: unknown check "HP9999"` */ //kvlint:ignore HP9999 no such code

	/* want `KV0002: unknown directive //kvlint:skip` */ //kvlint:skip HP1001 not a verb

	/* want `KV0002: directive names no check` */ //kvlint:ignore

	/* want `KV0002: a directive has no space after //` */ // kvlint:ignore HP1001 spaced

	// Each of these would suppress nothing, or something else than it says.
	/* want `KV0002: unknown directive //kvlint:ignored` */ //kvlint:ignored HP1001 a typo of ignore

	/* want `KV0002: unknown directive //KVLINT:ignore` */ //KVLINT:ignore HP1001 upper case

	/* want `KV0002: a directive has no space after //` */ // KVLint:ignore HP1001 spaced and mixed case

	/* want `KV0002: the list of checks has a space in it: write //kvlint:ignore HP1001,HP1002 reason` */ //kvlint:ignore HP1001, HP1002 two codes

	/* want `KV0002: the list of checks has a space in it` */ //kvlint:ignore HP1001 HP1002 two codes

	/* want `KV0002: the list of checks has a space in it` */ //kvlint:file-ignore HP1001 ,hostprim two codes

	/* want `KV0002: directive contains a bidirectional formatting character \(U\+202E\)` */ //kvlint:ignore HP1001 checked by ‮gnp.

	/* want `KV0002: directive contains an invisible or replacement character \(U\+200B\)` */ //kvlint:ignore HP1001 ​

	// The directive checks judge directives and the policy: no directive
	// silences them. A block comment is no directive either.
	/* want `KV0002: "KV0003" cannot be suppressed by a directive` */ //kvlint:ignore KV0003 the profile is older

	/* want `KV0002: "kvdirective" cannot be suppressed by a directive` */ //kvlint:file-ignore kvdirective noisy

	/* want `KV0002: "KV0001" cannot be suppressed by a directive` */ //kvlint:ignore HP1001,KV0001 maybe unused

	//kvlint:ignore HP1001 a reason may say KV0003
	raw()

	/*kvlint:ignore HP1001 block*/ // want `KV0002: a directive is a // line comment, not /\* \*/`

	/* kvlint:file-ignore hostprim spaced block */ // want `KV0002: a directive is a // line comment`

	// A reason may mention a code after its first word, and start with a
	// pass name, which is an ordinary word.
	//kvlint:ignore HP1001 same as HP1002 above: the wrapper itself
	raw()

	//kvlint:ignore HP1001 handoff of the mount to the wrapper
	raw()

	/* want `KV0002: unknown directive //kvlint:ignore-me` */ //kvlint:ignore-me HP1001 not a verb either

	// Prose that mentions //kvlint:ignore inside a comment is left alone.
}

func raw() {}
