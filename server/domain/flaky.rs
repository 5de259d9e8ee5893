//! Flaky cases: a case is flaky in an environment when its latest results there (the project's
//! `flakyWindow` of them) hold both a pass and a failure. Errors count as failures; skipped
//! results are no verdict and are left out.

use testdeck_api::models::ResultStatus;

/// Whether a result is a failure, for flakiness; `None` when it is no verdict (skipped).
fn failed(status: ResultStatus) -> Option<bool> {
    match status {
        ResultStatus::Passed => Some(false),
        ResultStatus::Failed | ResultStatus::Error => Some(true),
        ResultStatus::Skipped => None,
    }
}

/// How often the verdict changed from one result to the next (in the order given), as a
/// share of the changes it could have made: 0 when it never changed, 1 when it changed every
/// time.
pub fn flip_rate(statuses: &[ResultStatus]) -> f64 {
    let verdicts: Vec<bool> = statuses.iter().filter_map(|s| failed(*s)).collect();
    if verdicts.len() < 2 {
        return 0.0;
    }
    let flips = verdicts.windows(2).filter(|pair| pair[0] != pair[1]).count();
    flips as f64 / (verdicts.len() - 1) as f64
}

/// Whether results (a case's latest in an environment) hold both a pass and a failure.
pub fn is_flaky(statuses: &[ResultStatus]) -> bool {
    let verdicts: Vec<bool> = statuses.iter().filter_map(|s| failed(*s)).collect();
    verdicts.contains(&true) && verdicts.contains(&false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ResultStatus::*;

    #[test]
    fn flips_are_counted_between_verdicts() {
        assert_eq!(flip_rate(&[Passed, Passed, Passed]), 0.0);
        assert_eq!(flip_rate(&[Passed, Failed, Passed, Error]), 1.0);
        assert_eq!(flip_rate(&[Passed, Passed, Failed, Failed, Passed]), 0.5);
        assert_eq!(flip_rate(&[Passed, Skipped, Failed]), 1.0, "a skip is no verdict");
        assert_eq!(flip_rate(&[Failed]), 0.0);
    }

    #[test]
    fn flaky_means_both_a_pass_and_a_failure() {
        assert!(is_flaky(&[Passed, Error]));
        assert!(!is_flaky(&[Passed, Skipped, Passed]));
        assert!(!is_flaky(&[Failed, Failed]));
    }
}
