//! Operating figures in the Prometheus text format, served on their own address
//! (`--metrics-listen`), apart from the API: requests by route template and status, their
//! latency, runs by state and the run queue, and how long requests wait for the database.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::Mutex;
use std::time::Duration;

/// Upper bounds of the latency histogram's buckets, in seconds.
const BUCKETS: [f64; 11] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0];

#[derive(Default)]
pub struct Metrics {
    requests: Mutex<BTreeMap<(String, String, u16), u64>>,
    latency: Mutex<BTreeMap<String, Histogram>>,
}

#[derive(Default)]
struct Histogram {
    /// Observations at or under each bound of [`BUCKETS`].
    counts: [u64; BUCKETS.len()],
    count: u64,
    sum: f64,
}

/// Figures read from elsewhere when scraped.
pub struct Gauges {
    /// Runs per state, from the database.
    pub runs: Vec<(String, i64)>,
    /// Requests that waited for a database connection, and how long in all.
    pub database_waits: (u64, Duration),
}

impl Metrics {
    /// Counts one answered request; `route` is its template, never the path with its ids.
    pub fn record(&self, method: &str, route: &str, status: u16, took: Duration) {
        let key = (route.to_string(), method.to_string(), status);
        *self.requests.lock().unwrap_or_else(|p| p.into_inner()).entry(key).or_default() += 1;
        let mut latency = self.latency.lock().unwrap_or_else(|p| p.into_inner());
        let histogram = latency.entry(route.to_string()).or_default();
        let seconds = took.as_secs_f64();
        for (count, bound) in histogram.counts.iter_mut().zip(BUCKETS) {
            if seconds <= bound {
                *count += 1;
            }
        }
        histogram.count += 1;
        histogram.sum += seconds;
    }

    /// Everything, in the Prometheus text exposition format.
    pub fn render(&self, gauges: &Gauges) -> String {
        let mut out = String::new();
        out.push_str("# HELP testdeck_http_requests_total Requests answered, by route template, method and status.\n");
        out.push_str("# TYPE testdeck_http_requests_total counter\n");
        for ((route, method, status), count) in self.requests.lock().unwrap_or_else(|p| p.into_inner()).iter() {
            let _ = writeln!(
                out,
                "testdeck_http_requests_total{{route=\"{}\",method=\"{method}\",status=\"{status}\"}} {count}",
                escape(route)
            );
        }
        out.push_str("# HELP testdeck_http_request_duration_seconds Time to answer, by route template.\n");
        out.push_str("# TYPE testdeck_http_request_duration_seconds histogram\n");
        for (route, h) in self.latency.lock().unwrap_or_else(|p| p.into_inner()).iter() {
            let route = escape(route);
            for (bound, count) in BUCKETS.iter().zip(h.counts) {
                let _ = writeln!(
                    out,
                    "testdeck_http_request_duration_seconds_bucket{{route=\"{route}\",le=\"{bound}\"}} {count}"
                );
            }
            let _ = writeln!(
                out,
                "testdeck_http_request_duration_seconds_bucket{{route=\"{route}\",le=\"+Inf\"}} {}",
                h.count
            );
            let _ = writeln!(out, "testdeck_http_request_duration_seconds_sum{{route=\"{route}\"}} {}", h.sum);
            let _ = writeln!(out, "testdeck_http_request_duration_seconds_count{{route=\"{route}\"}} {}", h.count);
        }
        out.push_str("# HELP testdeck_runs Runs kept, by state.\n# TYPE testdeck_runs gauge\n");
        for (state, count) in &gauges.runs {
            let _ = writeln!(out, "testdeck_runs{{state=\"{state}\"}} {count}");
        }
        let queued = gauges.runs.iter().find(|(state, _)| state == "queued").map_or(0, |(_, n)| *n);
        out.push_str("# HELP testdeck_run_queue_depth Runs waiting for a run slot.\n");
        let _ = writeln!(out, "# TYPE testdeck_run_queue_depth gauge\ntestdeck_run_queue_depth {queued}");
        let (waits, waited) = gauges.database_waits;
        out.push_str("# HELP testdeck_database_waits_total Requests that took a database connection.\n");
        let _ = writeln!(out, "# TYPE testdeck_database_waits_total counter\ntestdeck_database_waits_total {waits}");
        out.push_str("# HELP testdeck_database_wait_seconds_total Time spent waiting for a database connection.\n");
        let _ = writeln!(
            out,
            "# TYPE testdeck_database_wait_seconds_total counter\ntestdeck_database_wait_seconds_total {}",
            waited.as_secs_f64()
        );
        out
    }
}

/// A label value as the text format wants it.
fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"").replace('\n', "\\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_and_latency_render_as_prometheus_text() {
        let metrics = Metrics::default();
        metrics.record("GET", "/v1/projects/{id}", 200, Duration::from_millis(3));
        metrics.record("GET", "/v1/projects/{id}", 404, Duration::from_millis(70));
        let text = metrics.render(&Gauges {
            runs: vec![("queued".into(), 2), ("running".into(), 1)],
            database_waits: (5, Duration::from_millis(20)),
        });
        assert!(
            text.contains("testdeck_http_requests_total{route=\"/v1/projects/{id}\",method=\"GET\",status=\"404\"} 1")
        );
        assert!(
            text.contains("testdeck_http_request_duration_seconds_bucket{route=\"/v1/projects/{id}\",le=\"0.005\"} 1")
        );
        assert!(
            text.contains("testdeck_http_request_duration_seconds_bucket{route=\"/v1/projects/{id}\",le=\"0.1\"} 2")
        );
        assert!(text.contains("testdeck_http_request_duration_seconds_count{route=\"/v1/projects/{id}\"} 2"));
        assert!(text.contains("testdeck_runs{state=\"running\"} 1") && text.contains("testdeck_run_queue_depth 2"));
        assert!(text.contains("testdeck_database_waits_total 5"));
    }
}
