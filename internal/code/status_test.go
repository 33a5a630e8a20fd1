package code_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/code"
)

func TestStatusObject(t *testing.T) {
	pkg, _, _ := check(t, `package p

type VMStatus struct{ Phase string }

// Aaa sorts first but only embeds an object: Status is promoted, not its own.
type Aaa struct{ VM }

// VM and VMCopy both declare Status VMStatus: the first in scope order is the
// object (the last would be VMCopy).
type VM struct {
	Status VMStatus
}

type VMCopy struct {
	Status VMStatus
}

// PtrStatus sorts before VM, but a pointer to the status is only taken
// where no type holds the status itself.
type PtrStatus struct{ Status *VMStatus }

type BackupStatus struct{ Done bool }

// Backup holds its status by pointer, as KubeVirt's backup API does.
type Backup struct{ Status *BackupStatus }

type OtherStatus struct{}

type Lonely struct{}
`)
	obj := code.StatusObject(named(t, pkg, "VMStatus"))
	require.NotNil(t, obj)
	assert.Equal(t, "VM", obj.Name())
	backup := code.StatusObject(named(t, pkg, "BackupStatus"))
	require.NotNil(t, backup)
	assert.Equal(t, "Backup", backup.Name())
	assert.Nil(t, code.StatusObject(named(t, pkg, "OtherStatus")), "no type holds it")
	assert.Nil(t, code.StatusObject(named(t, pkg, "Lonely")))
}
