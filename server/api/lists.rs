//! Filters shared by the list operations.

use testdeck_api::models;

use crate::store::filter::Filter;

/// `id`, `ids` and the `projectId` query parameter that repeats the path's project id.
#[derive(Debug, Default, Clone)]
pub struct Scope {
    pub id: Option<String>,
    pub ids: Option<Vec<String>>,
    pub project_id: Option<String>,
}

impl Scope {
    pub fn new(id: Option<String>, ids: Option<&Vec<String>>, project_id: Option<String>) -> Self {
        Scope { id, ids: ids.cloned(), project_id }
    }

    /// Adds `id` and `ids` (both apply when both are given) on `id_column`, and `projectId` on
    /// `project_column`: like every filter, a `projectId` other than the path's matches nothing.
    pub fn apply(&self, filter: &mut Filter, id_column: &str, project_column: &str) {
        filter.eq(id_column, self.id.clone());
        filter.any_of(id_column, self.ids.as_deref());
        filter.eq(project_column, self.project_id.clone());
    }
}

#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub enum SuiteFilter {
    #[default]
    Any,
    /// Only cases in no suite.
    Ungrouped,
    /// Only cases of this suite.
    Suite(String),
}

#[derive(Debug, Default, Clone)]
pub struct CaseFilter {
    pub scope: Scope,
    /// Free text over name and description.
    pub name: Option<String>,
    pub severity: Option<models::Severity>,
    pub status: Option<models::TestCaseStatus>,
    pub created_by: Option<String>,
    pub tag_id: Option<String>,
    pub suite: SuiteFilter,
}
