//! The states of a test run and the moves between them. Every transition the API or the
//! runner performs goes through [`check_transition`].

use testdeck_api::models::{
    ResultStatus,
    TestRunStatus::{self, *},
};

use crate::error::{Error, Kind, Result};

/// Whether a run in this state has ended for good.
pub fn is_terminal(status: TestRunStatus) -> bool {
    matches!(status, Completed | Failed | Error | Stopped)
}

/// Whether the run may go from `from` to `to`:
/// `pending → queued → running → completed | failed | error`,
/// `pending | queued | running → stopping → stopped`, and any live state → `error` when the
/// run cannot be carried out (the environment is gone, the server restarted).
pub fn check_transition(from: TestRunStatus, to: TestRunStatus) -> Result<()> {
    let allowed = matches!(
        (from, to),
        (Pending, Queued)
            | (Queued, Running)
            | (Running, Completed | Failed)
            | (Pending | Queued | Running | Stopping, Error)
            | (Pending | Queued | Running, Stopping)
            | (Stopping, Stopped)
    );
    if allowed {
        Ok(())
    } else if is_terminal(from) {
        Err(Error::new(Kind::InvalidState, format!("The run has already ended ({from}).")))
    } else {
        Err(Error::new(Kind::InvalidState, format!("A run cannot go from {from} to {to}.")))
    }
}

/// How a run ends once its cases have ended with `statuses`: `failed` when a case failed,
/// `error` (saying why) when a case could not be checked, `completed` otherwise.
pub fn outcome(statuses: &[ResultStatus]) -> (TestRunStatus, Option<String>) {
    let errors = statuses.iter().filter(|s| **s == ResultStatus::Error).count();
    if statuses.contains(&ResultStatus::Failed) {
        (Failed, None)
    } else if errors > 0 {
        (Error, Some(format!("{errors} case(s) could not be checked; see their results")))
    } else {
        (Completed, None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failure_outweighs_an_error_which_outweighs_success() {
        use ResultStatus as R;
        assert_eq!(outcome(&[R::Passed, R::Error, R::Failed]), (Failed, None));
        assert_eq!(outcome(&[R::Passed, R::Error, R::Error]).0, Error);
        assert_eq!(outcome(&[R::Passed, R::Skipped]), (Completed, None));
    }

    const ALL: [TestRunStatus; 8] = [Pending, Queued, Running, Error, Failed, Completed, Stopping, Stopped];

    #[test]
    fn the_happy_path_and_stopping_are_allowed() {
        for (from, to) in
            [(Pending, Queued), (Queued, Running), (Running, Completed), (Running, Failed), (Running, Error)]
        {
            assert!(check_transition(from, to).is_ok(), "{from} → {to}");
        }
        for from in [Pending, Queued, Running] {
            assert!(check_transition(from, Stopping).is_ok());
        }
        assert!(check_transition(Stopping, Stopped).is_ok());
    }

    #[test]
    fn terminal_runs_never_move_and_answer_409() {
        for from in ALL.into_iter().filter(|s| is_terminal(*s)) {
            for to in ALL {
                let error = check_transition(from, to).unwrap_err();
                assert_eq!(error.status(), 409, "{from} → {to}");
            }
        }
    }

    #[test]
    fn no_skipping_ahead() {
        for (from, to) in [(Pending, Running), (Queued, Completed), (Stopping, Completed), (Running, Stopped)] {
            assert!(check_transition(from, to).is_err(), "{from} → {to}");
        }
    }
}
