//! Password hashing with argon2id (the crate's defaults follow OWASP's recommendation).
//!
//! Each hash takes about 19 MiB and a core for a while, on purpose. [`Passwords`] runs them on
//! its own threads, one per core: a burst of sign-ins (or an attacker's flood of them) queues
//! for a bounded time instead of taking the machine's memory, and callers who waited too long
//! are told to come back (503 with `Retry-After`) without having allocated anything. Own
//! threads, each with its argon2 memory kept for the next hash while others wait, and given
//! back once nobody does: a burst costs threads × 19 MiB while it lasts, an idle server
//! nothing. (Memory that size goes straight back to the system when freed: `main` fixes the
//! allocator's mmap threshold, which glibc would otherwise raise past 19 MiB and keep every
//! freed block — over a gigabyte after a burst, before hashing had its own threads.)

use std::{
    cell::RefCell,
    sync::{mpsc, Arc, Mutex, OnceLock},
    time::Duration,
};

use argon2::{
    password_hash::{Output, ParamsString, PasswordHash, Salt, SaltString},
    Algorithm, Argon2, Block, Params, Version,
};
use tokio::sync::{oneshot, Semaphore};

use crate::error::{Error, Result};

/// How long a caller waits for a free hashing slot before it is told to retry.
const WAIT: Duration = Duration::from_secs(5);
/// What `Retry-After` says to callers who did not get a slot.
const RETRY_AFTER_SECS: u64 = 2;

type Job = Box<dyn FnOnce() + Send>;

/// Hashes and checks passwords on its own threads, a bounded number at a time.
pub struct Passwords {
    /// One per thread: a caller holding one has a thread to itself, so no job waits in `jobs`.
    slots: Arc<Semaphore>,
    jobs: mpsc::Sender<Job>,
    wait: Duration,
}

impl Passwords {
    /// `threads` hashing threads (at least one), so at most that many hashes at once.
    pub fn new(threads: usize) -> Self {
        let threads = threads.max(1);
        let (jobs, queue) = mpsc::channel::<Job>();
        let queue = Arc::new(Mutex::new(queue));
        for n in 0..threads {
            let queue = queue.clone();
            std::thread::Builder::new()
                .name(format!("testdeck-passwords-{n}"))
                .spawn(move || loop {
                    let job = queue.lock().unwrap_or_else(|p| p.into_inner()).recv();
                    match job {
                        Ok(job) => job(),
                        // Every sender is gone: the server is shutting down.
                        Err(_) => return,
                    }
                })
                .expect("start a password hashing thread");
        }
        Passwords { slots: Arc::new(Semaphore::new(threads)), jobs, wait: WAIT }
    }

    /// One slot per core of this machine.
    pub fn per_core() -> Self {
        Passwords::new(std::thread::available_parallelism().map_or(1, usize::from))
    }

    pub async fn hash(&self, password: String) -> Result<String> {
        self.run(move || hash(&password)).await?
    }

    /// Checks `password` against a stored hash; see [`verify`].
    pub async fn verify(&self, password: String, stored: Option<String>) -> Result<bool> {
        self.run(move || verify(&password, stored.as_deref())).await
    }

    /// Runs `work` on a hashing thread once one is free. The slot goes with the work, so a
    /// caller that gives up (a closed connection) does not free it before the hash is done.
    async fn run<T: Send + 'static>(&self, work: impl FnOnce() -> T + Send + 'static) -> Result<T> {
        let slot = tokio::time::timeout(self.wait, self.slots.clone().acquire_owned())
            .await
            .map_err(|_| {
                Error::busy("Too many sign-ins are being checked right now; retry in a moment.", RETRY_AFTER_SECS)
            })?
            .map_err(Error::internal)?;
        let (done, answer) = oneshot::channel();
        let slots = self.slots.clone();
        let job: Job = Box::new(move || {
            let value = work();
            drop(slot);
            // The caller may have left; the work is done either way.
            let _ = done.send(value);
            // A waiter would have taken the slot just freed: none did, so the memory can go.
            if slots.available_permits() > 0 {
                MEMORY.take();
            }
        });
        self.jobs.send(job).map_err(|_| Error::internal(anyhow::anyhow!("the password threads have stopped")))?;
        answer.await.map_err(|_| Error::internal(anyhow::anyhow!("a password thread failed")))
    }
}

fn hash(password: &str) -> Result<String> {
    let fail = |e: argon2::password_hash::Error| Error::internal(anyhow::anyhow!("argon2: {e}"));
    let params = Params::default();
    let salt = SaltString::generate(&mut argon2::password_hash::rand_core::OsRng);
    let mut salt_bytes = [0u8; Salt::RECOMMENDED_LENGTH * 2];
    let salt_bytes = salt.as_salt().decode_b64(&mut salt_bytes).map_err(fail)?;
    let argon2 = Argon2::new(Algorithm::Argon2id, Version::V0x13, params.clone());
    let output = Output::init_with(Params::DEFAULT_OUTPUT_LEN, |out| {
        compute(&argon2, password.as_bytes(), salt_bytes, out).map_err(Into::into)
    })
    .map_err(fail)?;
    let phc = PasswordHash {
        algorithm: Algorithm::Argon2id.ident(),
        version: Some(Version::V0x13.into()),
        params: ParamsString::try_from(&params).map_err(fail)?,
        salt: Some(salt.as_salt()),
        hash: Some(output),
    };
    Ok(phc.to_string())
}

/// Checks `password` against a stored hash. With no hash (unknown account) it still spends the
/// same time on a dummy hash, so response times do not tell which emails have accounts.
fn verify(password: &str, stored: Option<&str>) -> bool {
    static DUMMY: OnceLock<String> = OnceLock::new();
    let dummy = DUMMY.get_or_init(|| hash("testdeck-dummy-password").unwrap_or_default());
    let (candidate, real) = match stored {
        Some(h) => (h, true),
        None => (dummy.as_str(), false),
    };
    matches(password, candidate).unwrap_or(false) && real
}

/// Whether `password` hashes to the PHC string `stored`, with the parameters written in it.
fn matches(password: &str, stored: &str) -> argon2::password_hash::Result<bool> {
    let stored = PasswordHash::new(stored)?;
    let (Some(salt), Some(expected)) = (stored.salt, stored.hash) else { return Ok(false) };
    let algorithm = Algorithm::try_from(stored.algorithm)?;
    let version = stored.version.map(Version::try_from).transpose()?.unwrap_or_default();
    let argon2 = Argon2::new(algorithm, version, Params::try_from(&stored)?);
    let mut salt_bytes = [0u8; Salt::MAX_LENGTH];
    let salt_bytes = salt.decode_b64(&mut salt_bytes)?;
    let computed = Output::init_with(expected.len(), |out| {
        compute(&argon2, password.as_bytes(), salt_bytes, out).map_err(Into::into)
    })?;
    // `Output` compares in constant time.
    Ok(computed == expected)
}

thread_local! {
    /// The argon2 memory of this hashing thread, reused by the hashes of a burst.
    static MEMORY: RefCell<Vec<Block>> = const { RefCell::new(Vec::new()) };
}

fn compute(argon2: &Argon2, password: &[u8], salt: &[u8], out: &mut [u8]) -> argon2::Result<()> {
    MEMORY.with(|memory| {
        let mut memory = memory.borrow_mut();
        let blocks = argon2.params().block_count();
        if memory.len() < blocks {
            memory.resize(blocks, Block::default());
        }
        argon2.hash_password_into_with_memory(password, salt, out, &mut memory[..blocks])
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verifies_only_the_right_password() {
        let stored = hash("correct horse").unwrap();
        assert!(stored.starts_with("$argon2id$"));
        assert!(verify("correct horse", Some(&stored)));
        assert!(!verify("wrong horse", Some(&stored)));
        assert!(!verify("correct horse", None));
    }

    #[test]
    fn hashes_are_standard_phc_strings_both_ways() {
        use argon2::password_hash::{PasswordHasher, PasswordVerifier};
        // Ours, checked by the crate's own verifier.
        let ours = hash("correct horse").unwrap();
        let parsed = PasswordHash::new(&ours).unwrap();
        assert!(Argon2::default().verify_password(b"correct horse", &parsed).is_ok());
        // The crate's (what earlier versions stored), checked by ours.
        let salt = SaltString::generate(&mut argon2::password_hash::rand_core::OsRng);
        let theirs = Argon2::default().hash_password(b"correct horse", &salt).unwrap().to_string();
        assert!(verify("correct horse", Some(&theirs)));
        assert!(!verify("correct horsE", Some(&theirs)));
        assert!(!verify("correct horse", Some("not a hash")));
    }

    #[tokio::test]
    async fn callers_beyond_the_slots_wait_and_then_are_told_to_retry() {
        let passwords = Passwords { wait: Duration::from_millis(50), ..Passwords::new(1) };
        let held = passwords.slots.clone().acquire_owned().await.unwrap();
        let busy = passwords.hash("x".into()).await.unwrap_err();
        assert_eq!((busy.status(), busy.retry_after()), (503, Some(2)));
        drop(held);
        assert!(passwords.verify("x".into(), None).await.is_ok(), "a free slot is used");
    }
}
