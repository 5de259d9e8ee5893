//! The one writer: a thread that owns the write connection and commits queued writes in
//! groups (group commit). Each write runs inside a savepoint of the group's transaction, so a
//! failing write is rolled back alone and the others commit; each caller is answered once the
//! group holding its write is committed (durable as `synchronous = NORMAL` makes it).
//!
//! Before, every write took a blocking-pool thread and queued on a mutex for SQLite's single
//! write lock: under load most of the time went to waking those threads in turn, and every
//! write paid a whole commit of its own.

use std::panic::{catch_unwind, AssertUnwindSafe};

use rusqlite::Connection;
use tokio::sync::{mpsc, oneshot};

use super::{Conn, Tx};
use crate::error::{Error, Result};

/// Writes committed together at most: enough to share a commit, few enough that one group
/// cannot keep a waiting caller long.
const GROUP: usize = 64;

/// A queued write: runs in its savepoint (or, given no transaction, is not run) and says
/// whether it succeeded; then, told how its group's commit went, answers its caller.
type Job = Box<dyn FnOnce(Option<&Tx>) -> (bool, Answer) + Send>;
type Answer = Box<dyn FnOnce(std::result::Result<(), String>) + Send>;

#[derive(Clone)]
pub struct Writer {
    queue: mpsc::UnboundedSender<Job>,
}

impl Writer {
    /// Starts the writer thread on `conn`; it ends when the last `Writer` is dropped.
    pub fn start(conn: Connection) -> std::io::Result<Writer> {
        let (queue, jobs) = mpsc::unbounded_channel();
        std::thread::Builder::new().name("testdeck-writer".into()).spawn(move || run(conn, jobs))?;
        Ok(Writer { queue })
    }

    /// Runs `f` in a transaction of its own as far as it can tell: all of it is written, or
    /// none; answered after the commit.
    pub async fn write<T, F>(&self, f: F) -> Result<T>
    where
        T: Send + 'static,
        F: FnOnce(&Tx) -> Result<T> + Send + 'static,
    {
        let (answer, answered) = oneshot::channel();
        let job: Job = Box::new(move |tx| {
            let outcome = tx.map(|tx| {
                catch_unwind(AssertUnwindSafe(|| f(tx))).unwrap_or_else(|panic| {
                    Err(Error::internal(anyhow::anyhow!("a write panicked: {}", describe(&panic))))
                })
            });
            let ok = matches!(outcome, Some(Ok(_)));
            let deliver: Answer = Box::new(move |committed| {
                let result = match (outcome, committed) {
                    // Its own error says more than the group's.
                    (Some(Err(own)), _) => Err(own),
                    (_, Err(e)) => Err(Error::internal(anyhow::anyhow!("the write was not committed: {e}"))),
                    (Some(Ok(value)), Ok(())) => Ok(value),
                    (None, Ok(())) => Err(Error::internal(anyhow::anyhow!("the write was not run"))),
                };
                let _ = answer.send(result);
            });
            (ok, deliver)
        });
        self.queue.send(job).map_err(|_| Error::internal(anyhow::anyhow!("the database writer has stopped")))?;
        answered.await.map_err(|_| Error::internal(anyhow::anyhow!("the database writer dropped a write")))?
    }
}

fn run(conn: Connection, mut jobs: mpsc::UnboundedReceiver<Job>) {
    let mut group = Vec::with_capacity(GROUP);
    while let Some(first) = jobs.blocking_recv() {
        group.push(first);
        while group.len() < GROUP {
            match jobs.try_recv() {
                Ok(job) => group.push(job),
                Err(_) => break,
            }
        }
        commit_group(&conn, group.drain(..));
    }
}

fn commit_group(conn: &Connection, group: impl Iterator<Item = Job>) {
    let tx = Tx { conn: Conn { sqlite: conn } };
    if let Err(e) = conn.execute_batch("BEGIN IMMEDIATE") {
        let refused = format!("cannot start the transaction: {e}");
        for job in group {
            job(None).1(Err(refused.clone()));
        }
        return;
    }
    let mut answers = Vec::new();
    let mut group = group.into_iter();
    for job in group.by_ref() {
        if let Err(e) = conn.execute_batch("SAVEPOINT write") {
            answers.push((job(None).1, Some(format!("cannot start the write: {e}"))));
            continue;
        }
        let (ok, answer) = job(Some(&tx));
        let close = if ok { "RELEASE write" } else { "ROLLBACK TO write; RELEASE write" };
        answers.push((answer, conn.execute_batch(close).map_err(|e| e.to_string()).err()));
        if conn.is_autocommit() {
            // SQLite rolled the whole transaction back (a full disk, say): nothing of this
            // group is written, so no write of it may be answered as written.
            let lost = "the transaction was rolled back by the database (is the disk full?)".to_string();
            for (answer, _) in answers.drain(..) {
                answer(Err(lost.clone()));
            }
            for job in group {
                job(None).1(Err(lost.clone()));
            }
            return;
        }
    }
    let committed = conn.execute_batch("COMMIT").map_err(|e| e.to_string());
    if committed.is_err() {
        let _ = conn.execute_batch("ROLLBACK");
    }
    for (answer, own_error) in answers {
        answer(match (&committed, own_error) {
            (Err(e), _) => Err(e.clone()),
            (Ok(()), Some(e)) => Err(e),
            (Ok(()), None) => Ok(()),
        });
    }
}

fn describe(panic: &Box<dyn std::any::Any + Send>) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "(no message)".into())
}

#[cfg(test)]
mod tests {
    use crate::error::{Error, Kind};
    use crate::store::Db;

    async fn numbers(db: &Db) -> Vec<i64> {
        db.read(|conn| {
            let mut stmt = conn.sql().prepare("SELECT n FROM t ORDER BY n")?;
            let rows = stmt.query_map([], |r| r.get(0))?.collect::<rusqlite::Result<Vec<i64>>>()?;
            Ok(rows)
        })
        .await
        .unwrap()
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_failing_write_is_rolled_back_alone_and_the_rest_of_its_group_commits() {
        let dir = tempfile::tempdir().unwrap();
        let db = Db::open(&dir.path().join("t.db")).unwrap();
        db.write(|tx| Ok(tx.sql().execute_batch("CREATE TABLE t (n INTEGER PRIMARY KEY)")?)).await.unwrap();

        // Queued at once, so they share groups; every third fails after writing, one panics.
        let writes = (0..60i64).map(|n| {
            let db = db.clone();
            tokio::spawn(async move {
                db.write(move |tx| {
                    tx.sql().execute("INSERT INTO t (n) VALUES (?1)", [n])?;
                    match n {
                        7 => panic!("write {n} panics"),
                        n if n % 3 == 0 => Err(Error::new(Kind::Conflict, format!("write {n} refuses"))),
                        n => Ok(n),
                    }
                })
                .await
            })
        });
        let answers: Vec<_> = futures::future::join_all(writes).await.into_iter().map(Result::unwrap).collect();

        let expected: Vec<i64> = (0..60).filter(|n| n % 3 != 0 && *n != 7).collect();
        assert_eq!(numbers(&db).await, expected, "exactly the writes that succeeded are in the file");
        for (n, answer) in answers.iter().enumerate() {
            match (n, answer) {
                (7, Err(e)) => assert!(e.to_string().contains("panicked"), "{e}"),
                (n, Err(e)) if n % 3 == 0 => assert!(e.to_string().contains("refuses"), "{e}"),
                (n, Ok(value)) => assert_eq!(*value, n as i64),
                (n, other) => panic!("write {n}: {:?}", other.as_ref().map_err(ToString::to_string)),
            }
        }

        // The writer lives on after a panic.
        db.write(|tx| Ok(tx.sql().execute("INSERT INTO t (n) VALUES (100)", [])?)).await.unwrap();
        assert_eq!(numbers(&db).await.last(), Some(&100));
    }
}
