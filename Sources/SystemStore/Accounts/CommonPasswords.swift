/// The most common passwords, refused at sign-up and password changes (NIST SP 800-63B asks for such a list).
///
/// A few hundred, lower-cased and compared ignoring case: the top of the published leak lists, keyboard walks,
/// repeated digits, names, seasons with years, and this app's own words. Those under 8 characters are kept for
/// completeness (the length rule refuses them anyway).
public enum CommonPasswords {
    /// Whether the password, ignoring case, is on the list.
    public static func contains(_ password: String) -> Bool {
        list.contains(password.lowercased())
    }

    /// How many passwords the list holds.
    public static var count: Int { list.count }

    private static let list: Set<String> = [
        "123456", "password", "12345678", "qwerty", "123456789", "12345", "1234", "111111", "1234567", "dragon",
        "123123", "baseball", "abc123", "football", "monkey", "letmein", "shadow", "master", "696969", "michael",
        "mustang", "666666", "qwertyuiop", "123321", "1234567890", "pussy", "superman", "654321", "1qaz2wsx",
        "7777777", "fuckyou", "qazwsx", "jordan", "jennifer", "123qwe", "121212", "killer", "trustno1", "hunter",
        "harley", "000000", "buster", "soccer", "batman", "andrew", "tigger", "sunshine", "iloveyou", "fuckme",
        "2000", "charlie", "robert", "thomas", "hockey", "ranger", "daniel", "starwars", "klaster", "112233",
        "george", "asshole", "computer", "michelle", "jessica", "pepper", "1111", "zxcvbn", "555555", "11111111",
        "131313", "freedom", "777777", "pass", "maggie", "159753", "aaaaaa", "ginger", "princess", "joshua",
        "cheese", "amanda", "summer", "love", "ashley", "6969", "nicole", "chelsea", "biteme", "matthew", "access",
        "yankees", "987654321", "dallas", "austin", "thunder", "taylor", "matrix", "william", "corvette", "hello",
        "martin", "heather", "secret", "merlin", "diamond", "1234qwer", "gfhjkm", "hammer", "silver", "222222",
        "88888888", "anthony", "justin", "test", "bailey", "q1w2e3r4t5", "patrick", "internet", "scooter", "orange",
        "11111", "golfer", "cookie", "richard", "samantha", "bigdog", "guitar", "jackson", "whatever", "mickey",
        "chicken", "sparky", "snoopy", "maverick", "phoenix", "camaro", "peanut", "morgan", "welcome", "falcon",
        "cowboy", "ferrari", "samsung", "andrea", "smokey", "steelers", "joseph", "mercedes", "dakota", "arsenal",
        "eagles", "melissa", "boomer", "booboo", "spider", "nascar", "monster", "tigers", "yellow", "xxxxxx",
        "123123123", "gateway", "marina", "diablo", "bulldog", "qwer1234", "compaq", "purple", "hardcore", "banana",
        "junior", "hannah", "123654", "porsche", "lakers", "iceman", "money", "cowboys", "987654", "london",
        "tennis", "999999", "ncc1701", "coffee", "scooby", "0000", "miller", "boston", "q1w2e3r4", "brandon",
        "yamaha", "chester", "mother", "forever", "johnny", "edward", "333333", "oliver", "redsox", "player",
        "nikita", "knight", "fender", "barney", "midnight", "please", "brandy", "chicago", "badboy", "slayer",
        "rangers", "charles", "angel", "flower", "bigdaddy", "rabbit", "wizard", "bigdick", "jasper", "enter",
        "rachel", "chris", "steven", "winner", "adidas", "victoria", "natasha", "1q2w3e4r", "jasmine", "winter",
        "prince", "panties", "marine", "ghbdtn", "fishing", "cocacola", "casper", "james", "232323", "raiders",
        "888888", "marlboro", "gandalf", "asdfgh", "crystal", "87654321", "12344321", "golden", "8675309", "qwe123",
        "zxcvbnm", "password1", "password12", "password123", "password1234", "passw0rd", "p@ssw0rd", "p@ssword",
        "pa$$word", "iloveyou1", "iloveyou2", "princess1", "sunshine1", "football1", "baseball1", "superman1",
        "welcome1", "welcome123", "abc12345", "abcd1234", "abcdefg", "abcdefgh", "12341234", "11223344", "123456a",
        "123456aa", "a123456", "a1234567", "aa123456", "qwerty1", "qwerty12", "qwerty123", "qwerty1234", "qwertyui",
        "qwertyu", "1qazxsw2", "zaq12wsx", "zaq1zaq1", "1q2w3e4r5t", "1q2w3e", "1q2w3e4r5t6y", "q1w2e3",
        "asdfghjkl", "asdfasdf", "asdf1234", "zxcvbnm1", "qazwsxedc", "1qaz2wsx3edc", "letmein1", "monkey1",
        "dragon1", "shadow1", "master1", "michael1", "jordan23", "changeme", "changeme123", "default",
        "administrator", "admin", "admin123", "admin1234", "adminadmin", "root", "toor", "guest", "login",
        "welcome1!", "secret123", "mypassword", "mypass", "passpass", "testtest", "test1234", "test123", "temp1234",
        "temppass", "1password", "iamthebest", "lovely", "loveme", "lovelove", "babygirl", "babygirl1", "butterfly",
        "liverpool", "chocolate", "computer1", "starwars1", "pokemon", "pokemon1", "minecraft", "fortnite",
        "roblox", "iloveu", "internet1", "whatever1", "nothing", "anything", "something", "everything",
        "football12", "baseball12", "soccer12", "hello123", "hello1234", "helloworld", "hellokitty", "goodluck",
        "sunflower", "rainbow", "unicorn", "flowers", "angel123", "jesus123", "jesuschrist", "blessed", "blessing",
        "godisgood", "christ", "faith123", "grace123", "savior", "trinity", "mustang1", "corvette1", "ferrari1",
        "harley1", "yamaha1", "michelle1", "jessica1", "ashley1", "nicole1", "daniel1", "andrew1", "joshua1",
        "charlie1", "thomas1", "robert1", "matthew1", "anthony1", "william1", "jennifer1", "amanda1", "hannah1",
        "samantha1", "elizabeth", "christina", "alexander", "alexandra", "benjamin", "jonathan", "nicholas",
        "christopher", "stephanie", "victoria1", "december", "november", "october", "september", "august", "july",
        "june", "april", "march", "february", "january", "monday", "tuesday", "wednesday", "thursday", "friday",
        "saturday", "sunday", "spring", "summer1", "autumn", "winter1", "qwerty2020", "summer2020", "summer2021",
        "summer2022", "summer2023", "summer2024", "summer2025", "summer2026", "winter2024", "winter2025",
        "winter2026", "spring2026", "autumn2026", "password2024", "password2025", "password2026", "welcome2025",
        "welcome2026", "123456789a", "0987654321", "1122334455", "1234512345", "147258369", "159357", "1357924680",
        "741852963", "789456123", "123789", "147852369", "963852741", "112233445566", "121314", "00000000",
        "0000000000", "1111111111", "12121212", "1212121212", "22222222", "33333333", "44444444", "55555555",
        "66666666", "77777777", "99999999", "aaaaaaaa", "abcabc", "abcabc123", "azerty", "azertyuiop", "qwertz",
        "qwertzuiop", "passwort", "hallo123", "schatz123", "motdepasse", "soleil", "contrasena", "contraseña",
        "senha123", "ciao1234", "parola", "dragonball", "naruto", "sasuke", "onepiece", "pikachu", "batman1",
        "spiderman", "ironman", "avengers", "marvel", "starcraft", "warcraft", "counterstrike", "playstation",
        "xbox360", "nintendo", "gameover", "letmein123", "trustme", "secure", "secure123", "security", "private",
        "privacy", "access14", "master123", "superuser", "system", "manager", "service", "support", "office",
        "company", "business", "account", "account1", "customer", "client", "server", "database", "oracle", "mysql",
        "postgres", "sqlserver", "ubuntu", "linux", "windows", "microsoft", "apple123", "google", "facebook",
        "twitter", "instagram", "youtube", "linkedin", "netflix", "spotify", "amazon", "thesystem", "system123",
        "intention", "presence", "reflection",
    ]
}
