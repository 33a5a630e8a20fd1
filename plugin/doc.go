// Package plugin is kvlint as a golangci-lint v2 module plugin.
//
// A custom golangci-lint binary that blank-imports this package (see
// scripts/build-golangci-kvlint.sh and .custom-gcl.yml) knows a linter named
// "kvlint", configured under linters.settings.custom.kvlint:
//
//	linters:
//	  enable: [kvlint]
//	  settings:
//	    custom:
//	      kvlint:
//	        type: module
//	        settings:
//	          config: .kvlint.yaml   # or policy: (the policy inline), not both
//	          enable: [HP1003]       # opt-in codes, or pass names
//	          disable: [migrationpair, HO1003]
//
// Settings are decoded strictly: an unknown key, a wrong type, an unknown code
// or pass, or both config and policy is an error when golangci-lint starts.
// The analyzers come from the same registry as the kvlint command, built per
// plugin instance from its settings, so two configurations in one process
// never share a policy.
package plugin
