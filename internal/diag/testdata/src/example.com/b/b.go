package b

func malformed() {
	/* want `KV0002: directive has no reason` */ //kvlint:ignore HP1001

	/* want `KV0002: unknown check "HP9999"` */ //kvlint:ignore HP9999 no such code

	/* want `KV0002: unknown directive //kvlint:skip` */ //kvlint:skip HP1001 not a verb

	/* want `KV0002: directive names no check` */ //kvlint:ignore

	/* want `KV0002: a directive has no space after //` */ // kvlint:ignore HP1001 spaced

	//kvlint:ignored is not a directive and is left alone
}
