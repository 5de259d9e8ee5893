//! Session tokens: HS256 JWTs with `sub` (account), `sid` (the session, i.e. the refresh-token
//! family, so logging out ends the access token too), `iat` and `exp`. The algorithm is pinned.

use jsonwebtoken::{decode, encode, Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};

use super::ACCESS_TOKEN_TTL_SECS;
use crate::error::{Error, Result};

#[derive(Debug, Serialize, Deserialize)]
pub struct Claims {
    pub sub: String,
    pub sid: String,
    pub iat: i64,
    pub exp: i64,
}

pub struct Keys {
    encoding: EncodingKey,
    decoding: DecodingKey,
    validation: Validation,
}

impl Keys {
    pub fn new(secret: &[u8]) -> Self {
        let mut validation = Validation::new(Algorithm::HS256);
        // Clocks of one server: no room for a token past its expiry beyond rounding.
        validation.leeway = 2;
        validation.set_required_spec_claims(&["exp", "iat", "sub"]);
        Keys { encoding: EncodingKey::from_secret(secret), decoding: DecodingKey::from_secret(secret), validation }
    }

    pub fn issue(&self, account_id: &str, session_id: &str) -> Result<String> {
        let iat = chrono::Utc::now().timestamp();
        let claims =
            Claims { sub: account_id.to_string(), sid: session_id.to_string(), iat, exp: iat + ACCESS_TOKEN_TTL_SECS };
        encode(&Header::new(Algorithm::HS256), &claims, &self.encoding).map_err(Error::internal)
    }

    /// The claims of a valid, unexpired token signed with our key; `None` otherwise.
    pub fn verify(&self, token: &str) -> Option<Claims> {
        decode::<Claims>(token, &self.decoding, &self.validation).ok().map(|d| d.claims)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_its_own_tokens_only() {
        let keys = Keys::new(&[7; 32]);
        let token = keys.issue("acc_1", "ses_1").unwrap();
        let claims = keys.verify(&token).unwrap();
        assert_eq!((claims.sub.as_str(), claims.sid.as_str()), ("acc_1", "ses_1"));
        assert!(Keys::new(&[8; 32]).verify(&token).is_none());
        assert!(keys.verify("not.a.token").is_none());
    }

    #[test]
    fn refuses_other_algorithms() {
        let keys = Keys::new(&[7; 32]);
        let claims = Claims { sub: "a".into(), sid: "s".into(), iat: 0, exp: i64::MAX / 2 };
        let hs512 = encode(&Header::new(Algorithm::HS512), &claims, &EncodingKey::from_secret(&[7; 32])).unwrap();
        assert!(keys.verify(&hs512).is_none());
    }
}
