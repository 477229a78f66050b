/* Prints the file ANSWER if the JVM's maximum heap is at most LIMIT bytes, exits 3 otherwise: a
 * program for the judge's test that a JVM sizes its heap by the judge's memory limit, not the
 * host's. Not a solution.
 *
 * usage: javac -d DIR MaxHeap.java && java -cp DIR MaxHeap ANSWER LIMIT */
import java.nio.file.*;
public class MaxHeap {
    public static void main(String[] args) throws Exception {
        long max = Runtime.getRuntime().maxMemory();
        System.err.println("max heap " + max);
        if (max > Long.parseLong(args[1])) System.exit(3);
        System.out.write(Files.readAllBytes(Paths.get(args[0])));
        System.out.flush();
    }
}
