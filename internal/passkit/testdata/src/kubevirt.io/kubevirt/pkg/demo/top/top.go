// Package top reaches runner's pending call through an imported function.
package top

import "kubevirt.io/kubevirt/pkg/demo/runner"

func Top() { runner.Start() } // want Top:`^pending runner\.Default\.Run via runner\.Start→runner\.Runner\.Run$`

func quiet() {}
