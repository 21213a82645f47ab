import CNcursesw
import TableKit
