module kubevirt.io/api

go 1.26
