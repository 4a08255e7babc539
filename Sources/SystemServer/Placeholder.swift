import Hummingbird
import Mustache
