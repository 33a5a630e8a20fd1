// Package sarif writes kvlint ci findings as a SARIF 2.1.0 log that GitHub
// code scanning accepts: one run, a driver with one rule per check code,
// results with repo-relative %SRCROOT% locations in UTF-16 columns, partial
// fingerprints that survive line shifts, baseline states and in-source
// suppressions carrying the directive's reason.
package sarif

// The types below are the subset of the SARIF 2.1.0 object model that kvlint
// emits; field names and nesting follow the schema.

// Log is a sarifLog.
type Log struct {
	Schema  string `json:"$schema"`
	Version string `json:"version"`
	Runs    []Run  `json:"runs"`
}

// Run is a run.
type Run struct {
	Tool               Tool                        `json:"tool"`
	OriginalURIBaseIDs map[string]ArtifactLocation `json:"originalUriBaseIds,omitempty"`
	Results            []Result                    `json:"results"`
	ColumnKind         string                      `json:"columnKind"`
	Properties         map[string]any              `json:"properties,omitempty"`
}

// Tool is a tool.
type Tool struct {
	Driver Driver `json:"driver"`
}

// Driver is a toolComponent.
type Driver struct {
	Name            string `json:"name"`
	Version         string `json:"version"`
	SemanticVersion string `json:"semanticVersion"`
	InformationURI  string `json:"informationUri"`
	Rules           []Rule `json:"rules"`
}

// Rule is a reportingDescriptor.
type Rule struct {
	ID                   string         `json:"id"`
	Name                 string         `json:"name"`
	ShortDescription     Message        `json:"shortDescription"`
	FullDescription      Message        `json:"fullDescription"`
	Help                 *Message       `json:"help,omitempty"`
	HelpURI              string         `json:"helpUri"`
	DefaultConfiguration Configuration  `json:"defaultConfiguration"`
	Properties           map[string]any `json:"properties,omitempty"`
}

// Configuration is a reportingConfiguration.
type Configuration struct {
	Level string `json:"level"`
}

// Message is a message or multiformatMessageString.
type Message struct {
	Text     string `json:"text"`
	Markdown string `json:"markdown,omitempty"`
}

// Result is a result.
type Result struct {
	RuleID              string            `json:"ruleId"`
	RuleIndex           int               `json:"ruleIndex"`
	Level               string            `json:"level"`
	Message             Message           `json:"message"`
	Locations           []Location        `json:"locations"`
	RelatedLocations    []Location        `json:"relatedLocations,omitempty"`
	PartialFingerprints map[string]string `json:"partialFingerprints"`
	BaselineState       string            `json:"baselineState,omitempty"`
	Suppressions        []Suppression     `json:"suppressions,omitempty"`
}

// Location is a location.
type Location struct {
	// ID numbers a related location within its result (from 1).
	ID               int               `json:"id,omitempty"`
	PhysicalLocation PhysicalLocation  `json:"physicalLocation"`
	LogicalLocations []LogicalLocation `json:"logicalLocations,omitempty"`
	Message          *Message          `json:"message,omitempty"`
}

// PhysicalLocation is a physicalLocation.
type PhysicalLocation struct {
	ArtifactLocation ArtifactLocation `json:"artifactLocation"`
	Region           Region           `json:"region"`
}

// LogicalLocation is a logicalLocation.
type LogicalLocation struct {
	FullyQualifiedName string `json:"fullyQualifiedName"`
	Kind               string `json:"kind,omitempty"`
}

// ArtifactLocation is an artifactLocation.
type ArtifactLocation struct {
	URI       string `json:"uri"`
	URIBaseID string `json:"uriBaseId,omitempty"`
}

// Region is a region; columns count UTF-16 code units.
type Region struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn,omitempty"`
	// A policy entry has a start only; the schema's minimum is 1.
	EndLine   int `json:"endLine,omitempty"`
	EndColumn int `json:"endColumn,omitempty"`
}

// Suppression is a suppression.
type Suppression struct {
	Kind          string `json:"kind"`
	Justification string `json:"justification,omitempty"`
}
