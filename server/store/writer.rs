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

/// Writes waiting at most; past it, callers wait to queue (back-pressure instead of memory).
const QUEUE: usize = GROUP * 16;

#[derive(Clone)]
pub struct Writer {
    queue: mpsc::Sender<Job>,
}

impl Writer {
    /// Starts the writer thread on `conn`; it ends when the last `Writer` is dropped.
    pub fn start(conn: Connection) -> std::io::Result<Writer> {
        let (queue, jobs) = mpsc::channel(QUEUE);
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
        self.queue.send(job).await.map_err(|_| Error::internal(anyhow::anyhow!("the database writer has stopped")))?;
        answered.await.map_err(|_| Error::internal(anyhow::anyhow!("the database writer dropped a write")))?
    }
}

fn run(conn: Connection, mut jobs: mpsc::Receiver<Job>) {
    while let Some(first) = jobs.blocking_recv() {
        let mut group = Vec::with_capacity(GROUP);
        group.push(first);
        while group.len() < GROUP {
            match jobs.try_recv() {
                Ok(job) => group.push(job),
                Err(_) => break,
            }
        }
        // A panic here (not in a write: those are caught) must not end the thread, or every
        // later write would fail while the server goes on: its callers get an error (their
        // answers are dropped), and the connection is reset for the next group.
        if catch_unwind(AssertUnwindSafe(|| commit_group(&conn, group))).is_err() {
            tracing::error!("the database writer failed on a group of writes; they were not written");
        }
        if !conn.is_autocommit() {
            let _ = conn.execute_batch("ROLLBACK");
        }
    }
}

fn commit_group(conn: &Connection, group: Vec<Job>) {
    let tx = Tx { conn: Conn { sql: super::sql::Sql::Sqlite(conn) } };
    let mut group = group.into_iter();
    if let Err(e) = conn.execute_batch("BEGIN IMMEDIATE") {
        fail(Vec::new(), group, &format!("cannot start the transaction: {e}"));
        return;
    }
    let mut answers = Vec::new();
    while let Some(job) = group.next() {
        if let Err(e) = conn.execute_batch("SAVEPOINT write") {
            answers.push(job(None).1);
            return abandon(conn, answers, group, &format!("cannot start the write: {e}"));
        }
        let (ok, answer) = job(Some(&tx));
        answers.push(answer);
        let close = if ok { "RELEASE write" } else { "ROLLBACK TO write; RELEASE write" };
        // A savepoint that cannot be closed leaves the group's contents unknown; and SQLite may
        // have rolled the whole transaction back itself (a full disk, say). Either way no write
        // of this group may be answered as written.
        if let Err(e) = conn.execute_batch(close) {
            return abandon(conn, answers, group, &format!("cannot finish the write: {e}"));
        }
        if conn.is_autocommit() {
            return abandon(
                conn,
                answers,
                group,
                "the transaction was rolled back by the database (is the disk full?)",
            );
        }
    }
    let committed = conn.execute_batch("COMMIT").map_err(|e| e.to_string());
    if committed.is_err() {
        let _ = conn.execute_batch("ROLLBACK");
    }
    for answer in answers {
        answer(committed.clone());
    }
}

/// Rolls the group back and answers each of its writes, run or not, with `why`.
fn abandon(conn: &Connection, answers: Vec<Answer>, rest: impl Iterator<Item = Job>, why: &str) {
    if !conn.is_autocommit() {
        let _ = conn.execute_batch("ROLLBACK");
    }
    fail(answers, rest, why);
}

fn fail(answers: Vec<Answer>, rest: impl Iterator<Item = Job>, why: &str) {
    for answer in answers.into_iter().chain(rest.map(|job| job(None).1)) {
        answer(Err(why.to_string()));
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
            let rows = stmt.query_map((), |r| r.get(0))?.collect::<crate::store::sql::SqlResult<Vec<i64>>>()?;
            Ok(rows)
        })
        .await
        .unwrap()
    }

    /// A database with one table `t (n)`.
    async fn with_table() -> (tempfile::TempDir, Db) {
        let (dir, db) = crate::store::fixtures::database();
        db.write(|tx| Ok(tx.sql().execute_batch("CREATE TABLE t (n INTEGER PRIMARY KEY)")?)).await.unwrap();
        (dir, db)
    }

    /// A write that holds the writer until `release` is sent, so the writes queued meanwhile
    /// are committed as one group after it; it answers whether it was released.
    async fn hold_the_writer(
        db: &Db,
    ) -> (std::sync::mpsc::Sender<()>, tokio::task::JoinHandle<crate::error::Result<bool>>) {
        let (release, gate) = std::sync::mpsc::channel::<()>();
        let holding = {
            let db = db.clone();
            tokio::spawn(async move { db.write(move |_| Ok(gate.recv().is_ok())).await })
        };
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        (release, holding)
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_failing_write_is_rolled_back_alone_and_the_rest_of_its_group_commits() {
        let (_dir, db) = with_table().await;

        // A first write holds the writer until the others are queued behind it, so they are
        // committed as one group; every third fails after writing, one panics.
        let (release, holding) = hold_the_writer(&db).await;
        let writes: Vec<_> = (0..60i64)
            .map(|n| {
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
            })
            .collect();
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
        release.send(()).unwrap();
        assert!(holding.await.unwrap().unwrap());
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
        db.write(|tx| Ok(tx.sql().execute("INSERT INTO t (n) VALUES (100)", ())?)).await.unwrap();
        assert_eq!(numbers(&db).await.last(), Some(&100));
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn when_the_database_drops_the_group_no_write_of_it_is_answered_as_written() {
        let (_dir, db) = with_table().await;
        let (release, holding) = hold_the_writer(&db).await;
        let insert = |n: i64| {
            let db = db.clone();
            tokio::spawn(async move {
                db.write(move |tx| Ok(tx.sql().execute("INSERT INTO t (n) VALUES (?1)", [n])?)).await
            })
        };
        let before = insert(1);
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        // What SQLite does on its own after some errors (SQLITE_FULL, SQLITE_IOERR…).
        let dropping = {
            let db = db.clone();
            tokio::spawn(async move { db.write(|tx| Ok(tx.sql().execute_batch("ROLLBACK")?)).await })
        };
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        let after = insert(2);
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        release.send(()).unwrap();

        for write in [before, after] {
            let answer = write.await.unwrap();
            assert!(answer.is_err(), "a write of the dropped group answered {:?}", answer.map_err(|e| e.to_string()));
        }
        assert!(dropping.await.unwrap().is_err());
        assert!(holding.await.unwrap().unwrap(), "the write that held the writer was a group of its own");
        assert_eq!(numbers(&db).await, Vec::<i64>::new(), "nothing of the group is in the file");
        // The writer goes on.
        insert(3).await.unwrap().unwrap();
        assert_eq!(numbers(&db).await, vec![3]);
    }
}
